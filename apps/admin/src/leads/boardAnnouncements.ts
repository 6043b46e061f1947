import type { Active, Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { LEAD_STATUS_LABELS, isLeadStatus } from '@oneboss/domain';

const column = (id: unknown) => (isLeadStatus(id) ? LEAD_STATUS_LABELS[id] : 'nenhuma coluna');

/** What a board card carries while it moves (useDraggable's data). */
export interface MovingLead {
  name: string;
  status: string;
}

const lead = (active: Active) => (active.data.current as MovingLead | undefined) ?? { name: '', status: '' };

export const boardInstructions: ScreenReaderInstructions = {
  draggable:
    'Para mover o lead, pressione espaço ou Enter. Use as setas para escolher a coluna, espaço ou Enter para soltar e Esc para cancelar.',
};

/**
 * What a screen reader hears while a lead moves, in pt-BR. dnd-kit reports the card over its own
 * column right after the pick-up, which would replace "selecionado" in the live region before it
 * is read: only a change of column is announced.
 */
export function createBoardAnnouncements(): Announcements {
  let lastOver: unknown = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = lead(active).status;
      return `Lead de ${lead(active).name} selecionado na coluna ${column(lastOver)}.`;
    },
    onDragOver: ({ active, over }) => {
      const id = over?.id ?? null;
      if (id === lastOver) return undefined;
      lastOver = id;
      return id === null ? `Lead de ${lead(active).name} fora das colunas.` : `Lead de ${lead(active).name} sobre a coluna ${column(id)}.`;
    },
    onDragEnd: ({ active, over }) => `Lead de ${lead(active).name} solto na coluna ${column(over?.id)}.`,
    onDragCancel: ({ active }) => `Movimento do lead de ${lead(active).name} cancelado.`,
  };
}
