import { describe, expect, it } from 'vitest';
import { accountDeletionStatusText, formatBrazilianDateTime, type AccountDeletionRequest } from './account-deletion';

const base: AccountDeletionRequest = {
  id: 'r1',
  email: 'ana@example.com',
  status: 'requested',
  requestedAt: '2025-01-02T13:05:00Z',
  confirmedAt: null,
  processedAt: null,
};

describe('account deletion status', () => {
  it('formats dates in Brasília time', () => {
    expect(formatBrazilianDateTime('2025-01-02T13:05:00Z')).toBe('02/01/2025 às 10:05');
  });

  it('tells the holder what comes next at each step', () => {
    expect(accountDeletionStatusText(base)).toBe('Pedido em 02/01/2025 às 10:05. Para confirmar, abra o link que enviamos para ana@example.com.');
    expect(accountDeletionStatusText({ ...base, status: 'confirmed', confirmedAt: '2025-01-02T14:00:00Z' })).toBe(
      'Confirmada em 02/01/2025 às 11:00. A exclusão será processada em até 48 horas.',
    );
    expect(accountDeletionStatusText({ ...base, status: 'processed', confirmedAt: '2025-01-02T14:00:00Z', processedAt: '2025-01-03T12:00:00Z' })).toBe(
      'Exclusão concluída em 03/01/2025 às 09:00.',
    );
    expect(accountDeletionStatusText({ ...base, status: 'rejected', confirmedAt: '2025-01-02T14:00:00Z', processedAt: '2025-01-03T12:00:00Z' })).toMatch(
      /^Recusada em 03\/01\/2025 às 09:00\./,
    );
  });
});
