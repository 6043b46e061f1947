import { describe, expect, it } from 'vitest';
import { folderListing, parseListRequest } from './object-list.js';

const object = (name: string, updated = '2025-01-01T00:00:00+00:00') => ({
  name,
  id: `id-${name}`,
  created_at: updated,
  updated_at: updated,
  last_accessed_at: updated,
  metadata: { size: 1 },
});

describe('folderListing', () => {
  const objects = [
    object('p1/b.png'),
    object('p1/a.png', '2025-02-01T00:00:00+00:00'),
    object('p1/sub/c.png'),
    object('p1/sub/d.png'),
    object('p10/e.png'),
    object('root.png'),
  ];

  it('lists one level of a folder, names relative to it, each sub-folder once', () => {
    expect(folderListing(objects, { prefix: 'p1' }).map((entry) => [entry.name, entry.id])).toEqual([
      ['a.png', 'id-p1/a.png'],
      ['b.png', 'id-p1/b.png'],
      ['sub', null],
    ]);
  });

  it('lists the bucket root with folders', () => {
    expect(folderListing(objects, {}).map((entry) => entry.name)).toEqual(['p1', 'p10', 'root.png']);
  });

  it('filters by search, sorts and pages', () => {
    expect(folderListing(objects, { prefix: 'p1/', search: 'B' }).map((entry) => entry.name)).toEqual(['b.png']);
    expect(
      folderListing(objects, { prefix: 'p1', sortBy: { column: 'name', order: 'desc' }, limit: 2, offset: 1 }).map(
        (entry) => entry.name,
      ),
    ).toEqual(['b.png', 'a.png']);
    expect(
      folderListing(objects, { prefix: 'p1', sortBy: { column: 'updated_at', order: 'desc' }, limit: 1 }).map(
        (entry) => entry.name,
      ),
    ).toEqual(['a.png']);
  });
});

describe('parseListRequest', () => {
  it('takes what supabase-js sends, the sort order in any case', () => {
    expect(
      parseListRequest(JSON.stringify({ prefix: 'p1', limit: 100, offset: 0, sortBy: { column: 'name', order: 'ASC' }, search: '' })),
    ).toEqual({ ok: true, request: { prefix: 'p1', limit: 100, offset: 0, sortBy: { column: 'name', order: 'asc' }, search: '' } });
    expect(parseListRequest('')).toEqual({ ok: true, request: {} });
  });

  it.each([
    ['{', ['body']],
    ['null', ['body']],
    ['[]', ['body']],
    ['"x"', ['body']],
    ['{"prefix":{}}', ['prefix']],
    ['{"prefix":"a\\u0000b"}', ['prefix']],
    ['{"prefix":"../x"}', ['prefix']],
    ['{"limit":"10"}', ['limit']],
    ['{"limit":-1}', ['limit']],
    ['{"limit":0}', ['limit']],
    ['{"limit":1e12}', ['limit']],
    ['{"limit":1.5}', ['limit']],
    ['{"offset":-5}', ['offset']],
    ['{"search":5}', ['search']],
    ['{"sortBy":"name"}', ['sortBy']],
    ['{"sortBy":{"column":"id;drop table x"}}', ['sortBy.column']],
    ['{"sortBy":{"column":"name","order":"sideways"}}', ['sortBy.order']],
  ])('refuses %s, naming %j', (body, fields) => {
    expect(parseListRequest(body)).toEqual({ ok: false, fields });
  });
});
