import { describe, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import { MAX_IMAGE_BYTES } from '@oneboss/domain';
import { IMPORT_MESSAGES } from './importMessages';
import { readImageZip } from './readImageZip';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
const SVG = new TextEncoder().encode('<svg onload="alert(1)"/>');

describe('readImageZip', () => {
  it('gives the pictures by file name, whatever folder holds them, typed by their content', () => {
    const read = readImageZip(zipSync({ 'fotos/frente.png': PNG, 'lado.jpg': JPEG, '__MACOSX/._lado.jpg': JPEG, '.DS_Store': JPEG }));
    expect('images' in read && [...read.images.values()]).toEqual([
      { name: 'frente.png', type: 'image/png', bytes: PNG },
      { name: 'lado.jpg', type: 'image/jpeg', bytes: JPEG },
    ]);
  });

  it('refuses what the product form refuses: another format, a disguised file, more than 5 MB', () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(PNG);
    const read = readImageZip(zipSync({ 'a.svg': SVG, 'b.png': SVG, 'c.png': big }, { level: 1 }));
    expect('images' in read && Object.fromEntries(read.images)).toEqual({
      'a.svg': { name: 'a.svg', refused: IMPORT_MESSAGES.formatRefused },
      'b.png': { name: 'b.png', refused: IMPORT_MESSAGES.formatRefused },
      'c.png': { name: 'c.png', refused: IMPORT_MESSAGES.sizeRefused(MAX_IMAGE_BYTES + 1) },
    });
  });

  it('refuses a file that is no ZIP and two pictures of the same name', () => {
    expect(readImageZip(new TextEncoder().encode('não é zip'))).toEqual({ fileIssue: IMPORT_MESSAGES.zipUnreadable });
    expect(readImageZip(zipSync({ 'a/x.png': PNG, 'b/x.png': PNG }))).toEqual({ fileIssue: IMPORT_MESSAGES.zipRepeatedName('x.png') });
  });
});
