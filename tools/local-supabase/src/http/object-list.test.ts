import { describe, expect, it } from 'vitest';
import { folderListing } from './object-list.js';

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
