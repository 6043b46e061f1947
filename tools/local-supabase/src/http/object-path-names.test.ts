import { describe, expect, it } from 'vitest';
import { decodePath, pathNameProblem } from './object-path-names.js';

describe('pathNameProblem', () => {
  it.each([
    '/storage/v1/object/products/p1/1700000000000_ab12.webp',
    '/storage/v1/object/public/products/p1/a.png',
    '/storage/v1/object/upload/sign/products/p1/a.png',
    '/storage/v1/render/image/public/products/p1/a%C3%A7%C3%A3o.png',
    '/storage/v1/object/list/products',
    '/storage/v1/object/sign/products',
    '/storage/v1/object/move',
    '/storage/v1/bucket/products/empty',
    `/storage/v1/object/products/${'%C3%A9'.repeat(127)}x`,
    '/rest/v1/products',
  ])('lets %s through', (path) => {
    expect(pathNameProblem(path)).toBeUndefined();
  });

  it.each([
    ['/storage/v1/object/products/a%00.png', 'O nome do objeto contém caracteres de controle.'],
    ['/storage/v1/object/public/products/a%0A.png', 'O nome do objeto contém caracteres de controle.'],
    ['/storage/v1/render/image/public/products/..%2F..%2F.env', 'O nome do objeto não pode conter ".." nem começar com "/".'],
    ['/storage/v1/object/sign/products/a/..%2Fb.png', 'O nome do objeto não pode conter ".." nem começar com "/".'],
    [`/storage/v1/object/products/${'%C3%A9'.repeat(128)}`, 'O nome do objeto passa de 255 bytes.'],
    [`/storage/v1/object/products/${'a'.repeat(200)}/${'b'.repeat(56)}`, 'O nome do objeto passa de 255 bytes.'],
    ['/storage/v1/object/public/pro%00ducts/a.png', 'Identificador de bucket inválido.'],
    ['/storage/v1/bucket/%2E%2E', 'Identificador de bucket inválido.'],
    ['/storage/v1/bucket/a%00', 'Identificador de bucket inválido.'],
  ])('refuses %s', (path, problem) => {
    expect(pathNameProblem(path)).toBe(problem);
  });
});

describe('decodePath', () => {
  it('decodes every well-formed run and keeps the rest', () => {
    expect(decodePath('a%2Fb%00c%C3%A7-%E0%A4x')).toBe('a/b\u0000cç-%E0%A4x');
  });
});
