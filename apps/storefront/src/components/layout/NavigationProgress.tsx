import { useRouterState } from '@tanstack/react-router';

/**
 * A thin bar across the top while a navigation waits for its page's code or data: until then the page
 * the buyer left stays on screen, and on a phone's network that can be seconds after the tap. It shows
 * only after 150 ms (navigation-progress.css), so a quick navigation does not flash it.
 */
export function NavigationProgress() {
  const pending = useRouterState({ select: (state) => state.status === 'pending' });
  return (
    <div
      className="navigation-progress"
      data-pending={pending ? '' : undefined}
      role="progressbar"
      aria-label="Carregando página"
      aria-hidden={!pending}
    />
  );
}
