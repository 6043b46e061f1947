import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { LEAD_STATUSES, isLeadStatus } from '@oneboss/domain';

const FORWARD = new Set(['ArrowRight', 'ArrowDown']);
const BACKWARD = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * Keyboard moves on the board go column by column (right/down to the next status, left/up to the
 * previous) instead of dnd-kit's default 25-pixel steps.
 */
export const columnByColumn: KeyboardCoordinateGetter = (event, { context }) => {
  if (!FORWARD.has(event.code) && !BACKWARD.has(event.code)) return undefined;
  event.preventDefault();
  // The column the card hovers, else the one it came from.
  const overId = context.over?.id;
  const current: unknown = isLeadStatus(overId) ? overId : context.active?.data.current?.status;
  const start = isLeadStatus(current) ? LEAD_STATUSES.indexOf(current) : 0;
  const next = Math.min(LEAD_STATUSES.length - 1, Math.max(0, start + (FORWARD.has(event.code) ? 1 : -1)));
  const target = context.droppableRects.get(LEAD_STATUSES[next]);
  const moving = context.collisionRect;
  if (!target || !moving) return undefined;
  return { x: target.left + Math.max(0, (target.width - moving.width) / 2), y: target.top + 8 };
};
