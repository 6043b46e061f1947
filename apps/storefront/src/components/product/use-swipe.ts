import { useRef, type PointerEvent } from 'react';

/** A horizontal move shorter than this is a tap or a shaky scroll, not a swipe. */
const SWIPE_MIN_PX = 40;

/**
 * Pointer handlers that turn a horizontal touch or pen swipe into `onSwipe(1)` (towards the left:
 * the next picture) or `onSwipe(-1)`. A mouse drags nothing: a desktop has the arrows. The element
 * gets `touch-action: pan-y pinch-zoom`, so the browser keeps vertical scrolling and zoom and leaves
 * horizontal moves to these handlers. Plain pointer events rather than the carousel's keen-slider:
 * one picture at a time needs no slider code before a buyer's first touch.
 */
export function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number; pointerId: number } | null>(null);
  return {
    style: { touchAction: 'pan-y pinch-zoom' },
    onPointerDown(event: PointerEvent) {
      start.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.pointerId !== event.pointerId) return;
      const dx = event.clientX - from.x;
      if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
