import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { LEAD_STATUS_LABELS, isLeadStatus } from '@oneboss/domain';

const column = (id: unknown) => (isLeadStatus(id) ? LEAD_STATUS_LABELS[id] : 'nenhuma coluna');

export const boardInstructions: ScreenReaderInstructions = {
  draggable:
    'Para mover o lead, pressione espaço ou Enter. Use as setas para escolher a coluna, espaço ou Enter para soltar e Esc para cancelar.',
};

/** What a screen reader hears while a lead moves, in pt-BR. */
export function boardAnnouncements(nameOf: (id: unknown) => string): Announcements {
  return {
    onDragStart: ({ active }) => `Lead de ${nameOf(active.id)} selecionado.`,
    onDragOver: ({ active, over }) => `Lead de ${nameOf(active.id)} sobre a coluna ${column(over?.id)}.`,
    onDragEnd: ({ active, over }) => `Lead de ${nameOf(active.id)} solto na coluna ${column(over?.id)}.`,
    onDragCancel: ({ active }) => `Movimento do lead de ${nameOf(active.id)} cancelado.`,
  };
}
