import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { LEAD_STATUSES, isLeadStatus, type LeadStatus } from '@oneboss/domain';

const FORWARD = new Set(['ArrowRight', 'ArrowDown']);
const BACKWARD = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * Keyboard moves on the board go column by column (right/down to the next status, left/up to the
 * previous) instead of dnd-kit's default 25-pixel steps. The column a move aims at is remembered
 * until the next pick-up (`reset`): dnd-kit updates the hovered column only after a render, so two
 * quick presses would otherwise both start from the same column and one would be lost.
 */
export function createColumnStepper() {
  let aimed: LeadStatus | null = null;
  const reset = () => {
    aimed = null;
  };
  const getter: KeyboardCoordinateGetter = (event, { context }) => {
    if (!FORWARD.has(event.code) && !BACKWARD.has(event.code)) return undefined;
    event.preventDefault();
    const origin: unknown = context.active?.data.current?.status;
    const current = aimed ?? (isLeadStatus(origin) ? origin : LEAD_STATUSES[0]);
    const next = LEAD_STATUSES[Math.min(LEAD_STATUSES.length - 1, Math.max(0, LEAD_STATUSES.indexOf(current) + (FORWARD.has(event.code) ? 1 : -1)))];
    const target = context.droppableRects.get(next);
    const moving = context.collisionRect;
    if (!target || !moving) return undefined;
    aimed = next;
    return { x: target.left + Math.max(0, (target.width - moving.width) / 2), y: target.top + 8 };
  };
  return { getter, reset };
}
