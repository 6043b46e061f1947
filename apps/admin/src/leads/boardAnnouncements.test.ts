import { describe, expect, it } from 'vitest';
import type { Active, Over } from '@dnd-kit/core';
import { createBoardAnnouncements } from './boardAnnouncements';

const active = { id: 'l1', data: { current: { name: 'Ana', status: 'new' } } } as unknown as Active;
const over = (id: string) => ({ id }) as unknown as Over;

describe('board announcements', () => {
  it('keeps "selecionado" when dnd-kit reports the card over its own column right after the pick-up', () => {
    const say = createBoardAnnouncements();
    expect(say.onDragStart({ active })).toBe('Lead de Ana selecionado na coluna Novo.');
    expect(say.onDragOver({ active, over: over('new') })).toBeUndefined();
    expect(say.onDragOver({ active, over: over('contacted') })).toBe('Lead de Ana sobre a coluna Contatado.');
    expect(say.onDragOver({ active, over: over('new') })).toBe('Lead de Ana sobre a coluna Novo.');
    expect(say.onDragOver({ active, over: null })).toBe('Lead de Ana fora das colunas.');
    expect(say.onDragCancel({ active, over: null })).toBe('Movimento do lead de Ana cancelado.');
  });

  it('starts afresh on the next pick-up', () => {
    const say = createBoardAnnouncements();
    say.onDragStart({ active });
    say.onDragOver({ active, over: over('contacted') });
    say.onDragStart({ active });
    expect(say.onDragOver({ active, over: over('new') })).toBeUndefined();
  });
});
