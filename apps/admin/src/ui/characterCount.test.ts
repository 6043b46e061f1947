import { describe, expect, it } from 'vitest';
import { characterCount } from './characterCount';

describe('characterCount', () => {
  it('writes both numbers in the pt-BR format', () => {
    expect(characterCount(0, 150)).toBe('0/150 caracteres');
    expect(characterCount(1234, 20000)).toBe('1.234/20.000 caracteres');
  });
});
