import { checkImageFiles, type ImageMimeType, type ProductImage } from '@oneboss/domain';

/** An image of the form: already saved, or picked and waiting for the save to upload it. */
type ReadyImage =
  | { kind: 'saved'; key: string; id: string; url: string; name: string }
  | { kind: 'new'; key: string; file: Blob; name: string; size: number; type: ImageMimeType; previewUrl: string };

/** A picked photo the browser is still resizing or converting, shown at once with its progress (0 to 1). */
interface PreparingImage {
  kind: 'preparing';
  key: string;
  name: string;
  progress: number;
}

export type DraftImage = ReadyImage | PreparingImage;

export interface ImageDraft {
  items: DraftImage[];
  /** Saved images removed in the form; sent as deletedImageIds on save. */
  deletedIds: string[];
}

/** A picked file with the type its first bytes revealed (null: not png, jpeg or webp). */
export interface PickedFile {
  file: Blob;
  name: string;
  size: number;
  sniffedType: ImageMimeType | null;
  previewUrl: string;
  /** The key of the entry that stood for it while it was prepared, if it was. */
  preparingKey?: string;
}

export function draftFromImages(images: readonly ProductImage[]): ImageDraft {
  return {
    items: [...images]
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((image) => ({ kind: 'saved', key: image.id, id: image.id, url: image.url, name: fileNameOf(image.url) })),
    deletedIds: [],
  };
}

function fileNameOf(url: string): string {
  return decodeURIComponent(url.split('?')[0].split('/').pop() ?? '');
}

export interface AddResult {
  draft: ImageDraft;
  added: number;
  rejectedMessage?: string;
  duplicatesMessage?: string;
}

/** Shows photos that need preparing at once, at the end of the list, before their files exist. */
export function startPreparing(draft: ImageDraft, photos: ReadonlyArray<{ key: string; name: string }>): ImageDraft {
  if (photos.length === 0) return draft;
  const entries: PreparingImage[] = photos.map(({ key, name }) => ({ kind: 'preparing', key, name, progress: 0 }));
  return { ...draft, items: [...draft.items, ...entries] };
}

/** Moves a preparing photo's progress forward (0 to 1); an entry that is gone or ready is left alone. */
export function setPreparingProgress(draft: ImageDraft, key: string, progress: number): ImageDraft {
  const index = draft.items.findIndex((item) => item.key === key);
  const current = draft.items[index];
  if (current?.kind !== 'preparing' || progress <= current.progress) return draft;
  const items = [...draft.items];
  items[index] = { ...current, progress: Math.min(progress, 1) };
  return { ...draft, items };
}

/** The draft as a save sends it; null while a photo is still being prepared. */
export function readyDraft(draft: ImageDraft): { items: ReadyImage[]; deletedIds: string[] } | null {
  const items = draft.items.filter((item): item is ReadyImage => item.kind !== 'preparing');
  return items.length === draft.items.length ? { items, deletedIds: draft.deletedIds } : null;
}

/**
 * The image upload rules over the files' real bytes: a file whose content is not png, jpeg or
 * webp counts as 'formato inválido' whatever its name says. A prepared photo takes the place
 * of its preparing entry (or leaves it, refused); one whose entry was removed meanwhile is dropped.
 */
export function addPickedFiles(draft: ImageDraft, picked: readonly PickedFile[], makeKey: () => string): AddResult {
  const preparing = new Set(draft.items.filter((item) => item.kind === 'preparing').map((item) => item.key));
  const wanted = picked.filter((file) => file.preparingKey === undefined || preparing.has(file.preparingKey));
  const candidates = wanted.map((file) => ({ ...file, type: file.sniffedType ?? 'application/octet-stream' }));
  const existing = draft.items.flatMap((item) => (item.kind === 'preparing' ? [] : [{ name: item.name, size: item.kind === 'new' ? item.size : undefined }]));
  const check = checkImageFiles(candidates, existing);
  const added: Array<Extract<ReadyImage, { kind: 'new' }>> = check.accepted.map((file) => ({
    kind: 'new',
    key: file.preparingKey ?? makeKey(),
    file: file.file,
    name: file.name,
    size: file.size,
    type: file.sniffedType as ImageMimeType,
    previewUrl: file.previewUrl,
  }));
  const batch = new Set(wanted.flatMap((file) => (file.preparingKey === undefined ? [] : [file.preparingKey])));
  const byKey = new Map(added.map((item) => [item.key, item]));
  const items = draft.items.flatMap((item) => {
    if (item.kind !== 'preparing' || !batch.has(item.key)) return [item];
    const ready = byKey.get(item.key);
    return ready ? [ready] : [];
  });
  return {
    draft: { ...draft, items: [...items, ...added.filter((item) => !batch.has(item.key))] },
    added: added.length,
    rejectedMessage: check.rejectedMessage,
    duplicatesMessage: check.duplicatesMessage,
  };
}

export function removeImage(draft: ImageDraft, key: string): ImageDraft {
  const target = draft.items.find((item) => item.key === key);
  if (!target) return draft;
  return {
    items: draft.items.filter((item) => item.key !== key),
    deletedIds: target.kind === 'saved' ? [...draft.deletedIds, target.id] : draft.deletedIds,
  };
}

/** Moves an image one place up (-1) or down (+1); the order becomes sort_order on save. */
export function moveImage(draft: ImageDraft, key: string, step: -1 | 1): ImageDraft {
  const from = draft.items.findIndex((item) => item.key === key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= draft.items.length) return draft;
  const items = [...draft.items];
  [items[from], items[to]] = [items[to], items[from]];
  return { ...draft, items };
}

/** Drag and drop: puts the dragged image where the target image is. */
export function dropImage(draft: ImageDraft, draggedKey: string, targetKey: string): ImageDraft {
  const from = draft.items.findIndex((item) => item.key === draggedKey);
  const to = draft.items.findIndex((item) => item.key === targetKey);
  if (from < 0 || to < 0 || from === to) return draft;
  const items = [...draft.items];
  const [dragged] = items.splice(from, 1);
  items.splice(to, 0, dragged);
  return { ...draft, items };
}
