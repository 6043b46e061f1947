import { describe, expect, it } from 'vitest';
import { addPickedFiles, draftFromImages, dropImage, moveImage, readyDraft, removeImage, setPreparingProgress, startPreparing, type PickedFile } from './imageDraft';

const saved = draftFromImages([
  { id: 'i2', url: 'https://x.supabase.co/storage/v1/object/public/products/p/2_b.jpg', sortOrder: 1 },
  { id: 'i1', url: 'https://x.supabase.co/storage/v1/object/public/products/p/1_a.png', sortOrder: 0 },
]);

function picked(name: string, size: number, sniffedType: PickedFile['sniffedType'] = 'image/png', preparingKey?: string): PickedFile {
  return { file: new Blob(['x']), name, size, sniffedType, previewUrl: `blob:${name}`, preparingKey };
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

  describe('photos being prepared', () => {
    const preparing = startPreparing(saved, [
      { key: 'p1', name: 'celular.heic' },
      { key: 'p2', name: 'grande.jpg' },
    ]);
    const keysOf = (draft: typeof saved) => draft.items.map((item) => item.key);

    it('shows them at once at the end, at 0%, and the draft cannot be saved meanwhile', () => {
      expect(preparing.items.slice(2)).toEqual([
        { kind: 'preparing', key: 'p1', name: 'celular.heic', progress: 0 },
        { kind: 'preparing', key: 'p2', name: 'grande.jpg', progress: 0 },
      ]);
      expect(startPreparing(saved, [])).toBe(saved);
      expect(readyDraft(preparing)).toBeNull();
      expect(readyDraft(saved)).toEqual({ items: saved.items, deletedIds: [] });
    });

    it('moves progress forward only, up to 1, and leaves other entries alone', () => {
      const half = setPreparingProgress(preparing, 'p1', 0.45);
      expect(half.items[2]).toMatchObject({ key: 'p1', progress: 0.45 });
      expect(setPreparingProgress(half, 'p1', 0.3)).toBe(half);
      expect(setPreparingProgress(half, 'p1', 1.4).items[2]).toMatchObject({ progress: 1 });
      expect(setPreparingProgress(half, 'i1', 0.5)).toBe(half);
      expect(setPreparingProgress(half, 'gone', 0.5)).toBe(half);
    });

    it('puts each prepared photo in the place of its entry, keeping its key, and files of the batch without one at the end', () => {
      const moved = moveImage(preparing, 'p1', -1);
      expect(keysOf(moved)).toEqual(['i1', 'p1', 'i2', 'p2']);
      const result = addPickedFiles(moved, [picked('celular.jpg', 900, 'image/jpeg', 'p1'), picked('pequena.png', 10), picked('grande.jpg', 800, 'image/jpeg', 'p2')], () => 'k-small');
      expect(keysOf(result.draft)).toEqual(['i1', 'p1', 'i2', 'p2', 'k-small']);
      expect(result.draft.items[1]).toMatchObject({ kind: 'new', name: 'celular.jpg', type: 'image/jpeg', size: 900 });
      expect(result.added).toBe(3);
      expect(result.rejectedMessage).toBeUndefined();
      expect(result.duplicatesMessage).toBeUndefined();
    });

    it('removes the entry of a photo the rules refuse, with the one rejection message', () => {
      const result = addPickedFiles(preparing, [picked('celular.heic', 3_000_000, null, 'p1'), picked('grande.jpg', 800, 'image/jpeg', 'p2')], key);
      expect(keysOf(result.draft)).toEqual(['i1', 'i2', 'p2']);
      expect(result.rejectedMessage).toBe('Arquivos rejeitados: celular.heic (formato inválido)');
    });

    it('drops a photo whose entry was removed while it was prepared', () => {
      const removed = removeImage(preparing, 'p1');
      expect(removed.deletedIds).toEqual([]);
      const result = addPickedFiles(removed, [picked('celular.heic', 3_000_000, null, 'p1'), picked('grande.jpg', 800, 'image/jpeg', 'p2')], key);
      expect(keysOf(result.draft)).toEqual(['i1', 'i2', 'p2']);
      expect(result.added).toBe(1);
      expect(result.rejectedMessage).toBeUndefined();
    });

    it('counts duplicates against ready images only, not the entries being prepared', () => {
      const other = startPreparing(addPickedFiles(saved, [picked('grande.jpg', 800, 'image/jpeg')], key).draft, [{ key: 'p3', name: 'grande.jpg' }]);
      const result = addPickedFiles(other, [picked('grande.jpg', 800, 'image/jpeg', 'p3')], key);
      expect(result.duplicatesMessage).toBe('1 imagem(ns) duplicada(s) ignorada(s).');
      expect(keysOf(result.draft)).toHaveLength(3);
      const alone = addPickedFiles(preparing, [picked('grande.jpg', 800, 'image/jpeg', 'p2')], key);
      expect(alone.duplicatesMessage).toBeUndefined();
      expect(keysOf(alone.draft)).toEqual(['i1', 'i2', 'p1', 'p2']);
      expect(alone.draft.items[3]).toMatchObject({ kind: 'new' });
    });
  });
});
