import { useState } from 'react';
import { Box } from '@mui/material';
import { DndContext, KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { LEAD_STATUSES, isLeadStatus, type LeadStatus } from '@oneboss/domain';
import { LeadBoardCard } from './LeadBoardCard';
import { LeadColumn } from './LeadColumn';
import { boardInstructions, createBoardAnnouncements } from './boardAnnouncements';
import { createColumnStepper } from './boardKeyboard';
import type { LeadRecord } from './leadRecord';

interface LeadBoardProps {
  leads: readonly LeadRecord[];
  busyId: string | null;
  onStatusChange: (lead: LeadRecord, status: LeadStatus) => void;
  onDelete: (lead: LeadRecord) => void;
}

/** The pipeline: one column per status, side by side on a desktop and stacked on a phone. */
export function LeadBoard({ leads, busyId, onStatusChange, onDelete }: LeadBoardProps) {
  // One of each per board: both remember where the current keyboard move stands.
  const [stepper] = useState(createColumnStepper);
  const [announcements] = useState(createBoardAnnouncements);
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: stepper.getter, scrollBehavior: 'auto' }),
  );
  const byId = new Map(leads.map((lead) => [lead.id, lead]));

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const lead = byId.get(String(active.id));
    if (lead && over && isLeadStatus(over.id)) onStatusChange(lead, over.id);
  };

  return (
    <DndContext
      sensors={sensors}
      onDragStart={stepper.reset}
      onDragEnd={onDragEnd}
      accessibility={{ screenReaderInstructions: boardInstructions, announcements }}
    >
      <Box
        aria-label="Quadro de leads"
        role="region"
        sx={{ display: 'grid', gap: 1.5, alignItems: 'start', gridTemplateColumns: { xs: '1fr', md: `repeat(${LEAD_STATUSES.length}, minmax(0, 1fr))` } }}
      >
        {LEAD_STATUSES.map((status) => {
          const column = leads.filter((lead) => lead.status === status);
          return (
            <LeadColumn key={status} status={status} count={column.length}>
              {column.map((lead) => (
                <LeadBoardCard key={lead.id} lead={lead} busy={busyId === lead.id} onStatusChange={onStatusChange} onDelete={onDelete} />
              ))}
            </LeadColumn>
          );
        })}
      </Box>
    </DndContext>
  );
}
