import { useCallback, useEffect, useRef, useState } from 'react';
import { UPLOAD_LOCK_MS, UPLOAD_MESSAGES, sniffImageType } from '@oneboss/domain';
import { useToast } from '../ui/toast';
import { addPickedFiles, dropImage, moveImage, removeImage, type ImageDraft, type PickedFile } from './imageDraft';
import { prepareImage } from './prepareImage';

const EMPTY: ImageDraft = { items: [], deletedIds: [] };

/** A picked file, resized and converted first when it needs it, with the type its bytes reveal. */
async function pick(original: File): Promise<PickedFile> {
  const file = await prepareImage(original);
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return { file, name: file.name, size: file.size, sniffedType: sniffImageType(head), previewUrl: URL.createObjectURL(file) };
}

/**
 * The form's image list with the spec's rules: photos brought under 5 MB, checked files, duplicate and rejection
 * messages, and a 1.5 s lock after each addition during which adds and removals wait.
 */
export function useImageDraft() {
  const toast = useToast();
  const [draft, setDraft] = useState<ImageDraft>(EMPTY);
  const lockedUntil = useRef(0);
  const keySeed = useRef(0);
  const previews = useRef<string[]>([]);

  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const add = useCallback(
    async (files: File[]) => {
      if (Date.now() < lockedUntil.current) {
        toast(UPLOAD_MESSAGES.waitForPreviousUpload, { variant: 'warning' });
        return;
      }
      lockedUntil.current = Date.now() + UPLOAD_LOCK_MS;
      const picked = await Promise.all(files.map(pick));
      const result = addPickedFiles(draft, picked, () => `new-${(keySeed.current += 1)}`);
      const kept = new Set(result.draft.items.map((item) => (item.kind === 'new' ? item.previewUrl : '')));
      for (const file of picked) {
        if (kept.has(file.previewUrl)) previews.current.push(file.previewUrl);
        else URL.revokeObjectURL(file.previewUrl);
      }
      setDraft(result.draft);
      // One toast at a time (spec §9): rejections and duplicates share it.
      if (result.rejectedMessage) toast(result.rejectedMessage, { description: result.duplicatesMessage, variant: 'error' });
      else if (result.duplicatesMessage) toast(result.duplicatesMessage, { variant: 'warning' });
    },
    [draft, toast],
  );

  const remove = useCallback(
    (key: string) => {
      if (Date.now() < lockedUntil.current) {
        toast(UPLOAD_MESSAGES.cannotRemoveDuringUpload, { variant: 'warning' });
        return;
      }
      setDraft((current) => removeImage(current, key));
    },
    [toast],
  );

  const move = useCallback((key: string, step: -1 | 1) => setDraft((current) => moveImage(current, key, step)), []);

  const drop = useCallback((draggedKey: string, targetKey: string) => setDraft((current) => dropImage(current, draggedKey, targetKey)), []);

  return { draft, setDraft, add, remove, move, drop };
}
