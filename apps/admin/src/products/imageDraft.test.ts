import { describe, expect, it } from 'vitest';
import { addPickedFiles, draftFromImages, dropImage, moveImage, removeImage, type PickedFile } from './imageDraft';

const saved = draftFromImages([
  { id: 'i2', url: 'https://x.supabase.co/storage/v1/object/public/products/p/2_b.jpg', sortOrder: 1 },
  { id: 'i1', url: 'https://x.supabase.co/storage/v1/object/public/products/p/1_a.png', sortOrder: 0 },
]);

function picked(name: string, size: number, sniffedType: PickedFile['sniffedType'] = 'image/png'): PickedFile {
  return { file: new Blob(['x']), name, size, sniffedType, previewUrl: `blob:${name}` };
}

let counter = 0;
const key = () => `k${++counter}`;

describe('image draft', () => {
  it('starts from the saved images in sort order', () => {
    expect(saved.items.map((item) => item.key)).toEqual(['i1', 'i2']);
    expect(saved.items[0].name).toBe('1_a.png');
  });

  it('adds valid files after the saved ones', () => {
    const result = addPickedFiles(saved, [picked('novo.png', 1000)], key);
    expect(result.added).toBe(1);
    expect(result.draft.items.map((item) => item.name)).toEqual(['1_a.png', '2_b.jpg', 'novo.png']);
  });

  it('rejects files whose bytes are not an image, oversized files, and reports duplicates', () => {
    const result = addPickedFiles(
      saved,
      [picked('falso.png', 10, null), picked('grande.jpg', 6 * 1024 * 1024, 'image/jpeg'), picked('a.png', 5), picked('a.png', 5), picked('1_a.png', 9)],
      key,
    );
    expect(result.added).toBe(1);
    expect(result.rejectedMessage).toBe('Arquivos rejeitados: falso.png (formato inválido), grande.jpg (muito grande: 6,0 MB)');
    expect(result.duplicatesMessage).toBe('2 imagem(ns) duplicada(s) ignorada(s).');
  });

  it('treats a pending file of the same name as a duplicate', () => {
    const once = addPickedFiles(saved, [picked('x.webp', 5, 'image/webp')], key).draft;
    expect(addPickedFiles(once, [picked('x.webp', 5, 'image/webp')], key).duplicatesMessage).toBe('1 imagem(ns) duplicada(s) ignorada(s).');
  });

  it('remembers removed saved images for deletedImageIds, not removed new ones', () => {
    const withNew = addPickedFiles(saved, [picked('n.png', 5)], key).draft;
    const newKey = withNew.items[2].key;
    const afterRemovals = removeImage(removeImage(withNew, 'i1'), newKey);
    expect(afterRemovals.items.map((item) => item.key)).toEqual(['i2']);
    expect(afterRemovals.deletedIds).toEqual(['i1']);
  });

  it('moves images one place and stops at the ends', () => {
    expect(moveImage(saved, 'i2', -1).items.map((item) => item.key)).toEqual(['i2', 'i1']);
    expect(moveImage(saved, 'i1', -1)).toBe(saved);
    expect(moveImage(saved, 'i2', 1)).toBe(saved);
  });

  it('drops a dragged image at the place of the target', () => {
    const three = addPickedFiles(saved, [picked('c.png', 5)], () => 'k-c').draft;
    expect(dropImage(three, 'k-c', 'i1').items.map((item) => item.key)).toEqual(['k-c', 'i1', 'i2']);
    expect(dropImage(three, 'i1', 'k-c').items.map((item) => item.key)).toEqual(['i2', 'k-c', 'i1']);
    expect(dropImage(three, 'i1', 'i1')).toBe(three);
  });
});
