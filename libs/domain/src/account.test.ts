import { describe, expect, it } from 'vitest';
import { changeEmailSchema, formatWhatsapp, passwordRules, profileFormSchema } from './account';

describe('formatWhatsapp', () => {
  it.each([
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['11999', '(11) 999'],
    ['1133334444', '(11) 3333-4444'],
    ['11999990000', '(11) 99999-0000'],
    ['(11) 99999-00001', '(11) 99999-0000'],
    ['+5511999990000', '+55 (11) 99999-0000'],
    ['+351 912 345 678', '+351 912 345 678'],
    ['', ''],
  ])('formats %s as %s', (typed, shown) => {
    expect(formatWhatsapp(typed)).toBe(shown);
  });

  it('is stable when applied to its own output', () => {
    expect(formatWhatsapp(formatWhatsapp('11999990000'))).toBe('(11) 99999-0000');
  });
});

describe('account forms', () => {
  it('shows the password rule met or not as it is typed', () => {
    expect(passwordRules('abc')).toEqual([{ label: 'Pelo menos 6 caracteres', met: false }]);
    expect(passwordRules('abcdef')[0].met).toBe(true);
  });

  it('checks the profile as sign-up does and a new e-mail for its shape', () => {
    expect(profileFormSchema.safeParse({ fullName: ' Ana ', whatsapp: '(11) 99999-0000', estado: 'SP' }).data).toEqual({ fullName: 'Ana', whatsapp: '(11) 99999-0000', estado: 'SP' });
    expect(profileFormSchema.safeParse({ fullName: 'Ana', whatsapp: '', estado: 'XX' }).success).toBe(false);
    expect(changeEmailSchema.safeParse({ email: 'nao-e-email' }).success).toBe(false);
    expect(changeEmailSchema.parse({ email: ' nova@exemplo.com ' })).toEqual({ email: 'nova@exemplo.com' });
  });
});
