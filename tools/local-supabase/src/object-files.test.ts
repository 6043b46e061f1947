import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { objectFiles } from './object-files.js';

const root = '/srv/storage';

describe('objectFiles', () => {
  it.each(['../../../etc/passwd', '../partner-logos/a.png', 'a/../../b', '/abs', 'x'.repeat(1000), 'a\\..\\b'])(
    'keeps %j inside its bucket folder, as one file',
    (name) => {
      const files = objectFiles(root, 'products', name);
      expect(dirname(files.bytes)).toBe(join(root, 'buckets', 'products'));
      expect(relative(join(root, 'buckets', 'products'), files.bytes)).toMatch(/^[0-9a-f]{64}$/);
      expect(files.metadata).toBe(`${files.bytes}.json`);
    },
  );

  it('gives a name and a name below it files of their own', () => {
    expect(objectFiles(root, 'products', 'a').bytes).not.toBe(objectFiles(root, 'products', 'a/b').bytes);
    expect(objectFiles(root, 'products', 'a').bytes).toBe(objectFiles(root, 'products', 'a').bytes);
  });

  it.each(['..', '.', 'a/b', ''])('refuses the bucket id %j', (bucket) => {
    expect(() => objectFiles(root, bucket, 'a.png')).toThrow('Invalid bucket id');
  });
});
