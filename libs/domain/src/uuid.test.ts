import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invalidIdMessage, isUuid, isUuidV4 } from './uuid';

describe('isUuid', () => {
  it('accepts versions 1 to 5 by default, in either case', () => {
    expect(isUuid('6f1c2b1e-8f0a-4c4b-9a7e-1d2c3b4a5f60')).toBe(true);
    expect(isUuid('6F1C2B1E-8F0A-1C4B-9A7E-1D2C3B4A5F60')).toBe(true);
    expect(isUuid('6f1c2b1e-8f0a-5c4b-ba7e-1d2c3b4a5f60')).toBe(true);
    expect(isUuid('6f1c2b1e-8f0a-6c4b-9a7e-1d2c3b4a5f60')).toBe(false);
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(false);
  });

  it('refuses malformed ids and non-strings', () => {
    for (const id of ['', 'abc', '6f1c2b1e8f0a4c4b9a7e1d2c3b4a5f60', '6f1c2b1e-8f0a-4c4b-7a7e-1d2c3b4a5f60', 42, null]) {
      expect(isUuid(id)).toBe(false);
    }
  });

  it('agrees with fast-check uuids of each version', () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 2, 3, 4, 5 as const).chain((v) => fc.tuple(fc.constant(v), fc.uuid({ version: v }))), ([v, id]) => {
        expect(isUuid(id)).toBe(true);
        expect(isUuid(id, [v])).toBe(true);
        expect(isUuidV4(id)).toBe(v === 4);
      }),
    );
  });

  it('accepts crypto.randomUUID as version 4', () => {
    expect(isUuidV4(crypto.randomUUID())).toBe(true);
  });
});

describe('invalidIdMessage', () => {
  it('names the kind of id and quotes it', () => {
    expect(invalidIdMessage('category', 'x1')).toEqual({
      title: 'ID da categoria inválido',
      description: 'O identificador recebido (x1) não está no formato UUID válido.',
    });
    expect(invalidIdMessage('subcategory', 'y').title).toBe('ID de subcategoria inválido');
  });
});
