import { describe, expect, it } from 'vitest';
import { deletionDeadline } from './deletionDeadline';

const CONFIRMED = '2026-11-20T12:00:00Z';
const at = (iso: string) => new Date(iso);

describe('deletionDeadline', () => {
  it('runs out 48 hours after the confirmation', () => {
    expect(deletionDeadline(CONFIRMED, at('2026-11-20T12:00:00Z')).due.toISOString()).toBe('2026-11-22T12:00:00.000Z');
  });

  it('counts whole hours left, then minutes in the last hour', () => {
    expect(deletionDeadline(CONFIRMED, at('2026-11-20T12:00:01Z'))).toMatchObject({ overdue: false, text: 'Faltam 47 h' });
    expect(deletionDeadline(CONFIRMED, at('2026-11-22T11:00:00Z'))).toMatchObject({ overdue: false, text: 'Faltam 1 h' });
    expect(deletionDeadline(CONFIRMED, at('2026-11-22T11:40:30Z'))).toMatchObject({ overdue: false, text: 'Faltam 19 min' });
    expect(deletionDeadline(CONFIRMED, at('2026-11-22T11:59:50Z'))).toMatchObject({ overdue: false, text: 'Faltam 1 min' });
  });

  it('says how long ago the promise ran out', () => {
    expect(deletionDeadline(CONFIRMED, at('2026-11-22T12:00:00Z'))).toMatchObject({ overdue: true, text: 'Prazo vencido há 1 min' });
    expect(deletionDeadline(CONFIRMED, at('2026-11-22T15:30:00Z'))).toMatchObject({ overdue: true, text: 'Prazo vencido há 3 h' });
  });
});
