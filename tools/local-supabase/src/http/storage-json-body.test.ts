import { describe, expect, it } from 'vitest';
import { storageBodyProblems } from './storage-json-body.js';

const body = (value: unknown) => JSON.stringify(value);
const MOVE = '/storage/v1/object/move';

describe('storageBodyProblems', () => {
  it('accepts what supabase-js sends', () => {
    expect(storageBodyProblems('POST', MOVE, body({ bucketId: 'products', sourceKey: 'a/1.png', destinationKey: 'b/1.png' }))).toEqual([]);
    expect(
      storageBodyProblems('POST', '/storage/v1/object/copy', body({ bucketId: 'products', sourceKey: 'a.png', destinationKey: 'b.png', destinationBucket: 'partner-logos' })),
    ).toEqual([]);
    expect(storageBodyProblems('DELETE', '/storage/v1/object/products', body({ prefixes: ['a/1.png', 'a/2.png'] }))).toEqual([]);
    expect(storageBodyProblems('POST', '/storage/v1/object/sign/products/a/1.png', body({ expiresIn: 60 }))).toEqual([]);
    expect(storageBodyProblems('POST', '/storage/v1/object/sign/products', body({ expiresIn: 60, paths: ['a/1.png'] }))).toEqual([]);
    expect(storageBodyProblems('POST', '/storage/v1/bucket', body({ id: 'fotos', name: 'fotos', public: true, file_size_limit: 1 }))).toEqual([]);
  });

  it('refuses what does not parse on every JSON route, bucket updates included', () => {
    for (const [method, path] of [['POST', MOVE], ['DELETE', '/storage/v1/object/products'], ['PUT', '/storage/v1/bucket/products']]) {
      expect(storageBodyProblems(method, path, '{')).toEqual(['body']);
      expect(storageBodyProblems(method, path, '')).toEqual(['body']);
    }
  });

  it.each([
    [MOVE, { bucketId: 'products', sourceKey: 'a.png', destinationKey: 'x\u0000.png' }, ['destinationKey']],
    [MOVE, { bucketId: 'products', sourceKey: 'a.png', destinationKey: '../../x.png' }, ['destinationKey']],
    [MOVE, { bucketId: 'products', sourceKey: 'a.png', destinationKey: 'b.png', destinationBucket: '../x' }, ['destinationBucket']],
    [MOVE, { bucketId: 5, sourceKey: 'a.png', destinationKey: 'é'.repeat(128) }, ['bucketId', 'destinationKey']],
    ['/storage/v1/object/sign/products/a.png', { expiresIn: 'x' }, ['expiresIn']],
    ['/storage/v1/object/sign/products/a.png', { expiresIn: 0 }, ['expiresIn']],
    ['/storage/v1/object/sign/products', { expiresIn: 60, paths: ['ok.png', 'a\u0001'] }, ['paths.1']],
    ['/storage/v1/bucket', { id: 'a/b', name: 'a/b' }, ['id', 'name']],
  ])('refuses a body to %s naming the wrong fields', (path, value, fields) => {
    expect(storageBodyProblems('POST', path, body(value))).toEqual(fields);
  });

  it('refuses removals of bad names or of more than 1000 objects', () => {
    const remove = (prefixes: unknown) => storageBodyProblems('DELETE', '/storage/v1/object/products', body({ prefixes }));
    expect(remove('a.png')).toEqual(['prefixes']);
    expect(remove(['a\u0000.png'])).toEqual(['prefixes.0']);
    expect(remove(Array.from({ length: 1001 }, (_, index) => `${index}.png`))).toEqual(['prefixes']);
  });

  it('leaves other routes alone', () => {
    expect(storageBodyProblems('POST', '/storage/v1/object/products/a.png', '{')).toEqual([]);
  });
});
