import { checkImageFiles, type ImageMimeType, type ProductImage } from '@oneboss/domain';

/** An image of the form: already saved, or picked and waiting for the save to upload it. */
export type DraftImage =
  | { kind: 'saved'; key: string; id: string; url: string; name: string }
  | { kind: 'new'; key: string; file: Blob; name: string; size: number; type: ImageMimeType; previewUrl: string };

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

/**
 * Spec §5 image rules over the files' real bytes: a file whose content is not png, jpeg or
 * webp counts as 'formato inválido' whatever its name says.
 */
export function addPickedFiles(draft: ImageDraft, picked: readonly PickedFile[], makeKey: () => string): AddResult {
  const candidates = picked.map((file) => ({ ...file, type: file.sniffedType ?? 'application/octet-stream' }));
  const existing = draft.items.map((item) => ({ name: item.name, size: item.kind === 'new' ? item.size : undefined }));
  const check = checkImageFiles(candidates, existing);
  const added: DraftImage[] = check.accepted.map((file) => ({
    kind: 'new',
    key: makeKey(),
    file: file.file,
    name: file.name,
    size: file.size,
    type: file.sniffedType as ImageMimeType,
    previewUrl: file.previewUrl,
  }));
  return {
    draft: { ...draft, items: [...draft.items, ...added] },
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
