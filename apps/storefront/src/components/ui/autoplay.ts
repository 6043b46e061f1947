import type { KeenSliderPlugin } from 'keen-slider';

/**
 * Advances a keen-slider every `intervalMs`. It pauses while keyboard focus is inside (so a
 * visitor reading a slide is not moved away) and, when asked, while the pointer is over it.
 * Without loop it wraps back to the first slide.
 */
export function autoplay(intervalMs: number, { pauseOnHover }: { pauseOnHover: boolean }): KeenSliderPlugin {
  return (slider) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hovered = false;
    let focused = false;

    const stop = () => clearTimeout(timer);
    const schedule = () => {
      stop();
      if (hovered || focused) return;
      timer = setTimeout(() => {
        const details = slider.track.details;
        if (!slider.options.loop && details && details.rel >= details.maxIdx) slider.moveToIdx(details.minIdx);
        else slider.next();
      }, intervalMs);
    };

    slider.on('created', () => {
      const root = slider.container;
      // The slider may start under the pointer or the keyboard focus (it loads on first contact).
      hovered = pauseOnHover && root.matches(':hover');
      focused = root.matches(':focus-within');
      if (pauseOnHover) {
        root.addEventListener('mouseenter', () => {
          hovered = true;
          stop();
        });
        root.addEventListener('mouseleave', () => {
          hovered = false;
          schedule();
        });
      }
      root.addEventListener('focusin', () => {
        focused = true;
        stop();
      });
      root.addEventListener('focusout', () => {
        focused = false;
        schedule();
      });
      schedule();
    });
    slider.on('dragStarted', stop);
    slider.on('animationEnded', schedule);
    slider.on('updated', schedule);
    slider.on('destroyed', stop);
  };
}
