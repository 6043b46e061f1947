import { describe, expect, it } from 'vitest';
import { generateAdminPassword } from './admin-password';

describe('generateAdminPassword', () => {
  it('mixes lower, upper, digits and symbols at the requested length', () => {
    for (let i = 0; i < 50; i += 1) {
      const password = generateAdminPassword();
      expect(password).toHaveLength(20);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/[!#%*+\-=?@_]/);
      expect(password).not.toMatch(/[lIO01]/);
    }
    expect(generateAdminPassword(8)).toHaveLength(8);
  });

  it('never repeats itself', () => {
    const passwords = new Set(Array.from({ length: 200 }, () => generateAdminPassword()));
    expect(passwords.size).toBe(200);
  });

  it('refuses lengths that cannot hold every class', () => {
    expect(() => generateAdminPassword(3)).toThrow(RangeError);
  });
});
