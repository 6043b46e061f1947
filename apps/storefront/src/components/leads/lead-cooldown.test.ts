import { describe, expect, it } from 'vitest';
import { LEAD_COOLDOWN_MS, cooldownMessage, leadCooldownRemaining, recordLeadSent } from './lead-cooldown';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('lead cooldown', () => {
  it('never blocks the first message', () => {
    expect(leadCooldownRemaining(memoryStorage(), 1_000)).toBe(0);
    expect(leadCooldownRemaining(null, 1_000)).toBe(0);
  });

  it('blocks for the cooldown after a send, then lets the next one through', () => {
    const storage = memoryStorage();
    recordLeadSent(storage, 10_000);
    expect(leadCooldownRemaining(storage, 10_000)).toBe(LEAD_COOLDOWN_MS);
    expect(leadCooldownRemaining(storage, 25_000)).toBe(LEAD_COOLDOWN_MS - 15_000);
    expect(leadCooldownRemaining(storage, 10_000 + LEAD_COOLDOWN_MS)).toBe(0);
  });

  it('ignores garbage and timestamps from the future (clock changes)', () => {
    expect(leadCooldownRemaining(memoryStorage({ 'oneboss:lead-last-sent-at': 'abc' }), 5_000)).toBe(0);
    expect(leadCooldownRemaining(memoryStorage({ 'oneboss:lead-last-sent-at': '99999' }), 5_000)).toBe(0);
  });

  it('survives a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(leadCooldownRemaining(throwing, 1)).toBe(0);
    expect(() => recordLeadSent(throwing, 1)).not.toThrow();
  });

  it('tells how long to wait in pt-BR', () => {
    expect(cooldownMessage(29_100)).toBe('Você acabou de enviar uma mensagem. Aguarde 30 segundos para enviar outra.');
    expect(cooldownMessage(400)).toBe('Você acabou de enviar uma mensagem. Aguarde 1 segundo para enviar outra.');
  });
});
