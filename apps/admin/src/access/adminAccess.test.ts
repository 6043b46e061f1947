import { describe, expect, it } from 'vitest';
import { deniedReason } from './adminAccess';

describe('deniedReason', () => {
  it('says the e-mail is missing from the admin table', () => {
    expect(deniedReason({ email: 'ana@x.com', isAdmin: false, inAdminTable: false, emailConfirmed: true, sellerIds: [] })).toBe(
      'O e-mail ana@x.com não está cadastrado na tabela de administradores.',
    );
  });

  it('says the check answered false although the e-mail is in the table', () => {
    expect(deniedReason({ email: 'ana@x.com', isAdmin: false, inAdminTable: true, emailConfirmed: true, sellerIds: [] })).toBe(
      'O e-mail ana@x.com está na tabela de administradores, mas a verificação de administrador retornou falso.',
    );
  });

  it('says the e-mail is not confirmed yet, whatever the table holds (the server hides it until then)', () => {
    expect(deniedReason({ email: 'ana@x.com', isAdmin: false, inAdminTable: false, emailConfirmed: false, sellerIds: [] })).toBe(
      'O e-mail ana@x.com ainda não foi confirmado: siga o link enviado para ele e entre novamente.',
    );
  });
});
