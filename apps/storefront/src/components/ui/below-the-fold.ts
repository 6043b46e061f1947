import type { HydrateOptions } from '@tanstack/react-start';
import { idle, visible } from '@tanstack/react-start/hydration';

/**
 * The props of a `Hydrate` boundary around a section below the first screen: the server's HTML
 * (links and text) stays as sent, the section's code loads in idle time, and it hydrates as it comes
 * within 600 px of the view, so a phone's first seconds hydrate what is on screen. Not for consent
 * controls, nor for a form the server does not take as a plain POST: a click or a submit before
 * hydration would be lost (the lead form's is stored by the server).
 */
export const belowTheFold = { when: visible(), prefetch: idle() } satisfies HydrateOptions;
