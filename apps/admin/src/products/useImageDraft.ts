import { useCallback, useEffect, useRef, useState } from 'react';
import { UPLOAD_LOCK_MS, UPLOAD_MESSAGES, sniffImageType } from '@oneboss/domain';
import { useToast } from '../ui/toast';
import {
  addPickedFiles,
  dropImage,
  moveImage,
  removeImage,
  setPreparingProgress,
  startPreparing,
  type ImageDraft,
  type PickedFile,
} from './imageDraft';
import { planImage } from './imagePreparation';
import { prepareImage, type PrepareOptions } from './prepareImage';

const EMPTY: ImageDraft = { items: [], deletedIds: [] };

/** A picked file, resized and converted first when it needs it, with the type its bytes reveal. */
async function pick(original: File, preparingKey?: string, options?: PrepareOptions): Promise<PickedFile> {
  const file = await prepareImage(original, options);
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return { file, name: file.name, size: file.size, sniffedType: sniffImageType(head), previewUrl: URL.createObjectURL(file), preparingKey };
}

/**
 * The form's image list and its rules: photos brought under 5 MB (shown at once with their
 * progress while a worker prepares them), checked files, duplicate and rejection messages, and a
 * 1.5 s lock after each addition during which adds and removals wait.
 */
export function useImageDraft(initial: ImageDraft = EMPTY) {
  const toast = useToast();
  const [draft, setDraftState] = useState<ImageDraft>(initial);
  // Preparing a photo ends seconds later: its result applies to the draft as it is then, not as it was.
  const latest = useRef(draft);
  const lockedUntil = useRef(0);
  const keySeed = useRef(0);
  const previews = useRef<string[]>([]);
  const conversions = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const urls = previews.current;
    const running = conversions.current;
    return () => {
      urls.forEach((url) => URL.revokeObjectURL(url));
      running.forEach((controller) => controller.abort());
    };
  }, []);

  const update = useCallback((change: (current: ImageDraft) => ImageDraft) => {
    const next = change(latest.current);
    if (next === latest.current) return;
    latest.current = next;
    setDraftState(next);
  }, []);

  const setDraft = useCallback((next: ImageDraft) => update(() => next), [update]);

  const add = useCallback(
    async (files: File[]) => {
      if (Date.now() < lockedUntil.current) {
        toast(UPLOAD_MESSAGES.waitForPreviousUpload, { variant: 'warning' });
        return;
      }
      lockedUntil.current = Date.now() + UPLOAD_LOCK_MS;
      const nextKey = () => `new-${(keySeed.current += 1)}`;
      const batch = files.map((file) => ({ file, preparingKey: planImage(file) ? nextKey() : undefined }));
      update((current) => startPreparing(current, batch.flatMap(({ file, preparingKey }) => (preparingKey ? [{ key: preparingKey, name: file.name }] : []))));
      const picked = await Promise.all(
        batch.map(({ file, preparingKey }) => {
          if (!preparingKey) return pick(file);
          const controller = new AbortController();
          conversions.current.set(preparingKey, controller);
          const onProgress = (fraction: number) => update((current) => setPreparingProgress(current, preparingKey, fraction));
          return pick(file, preparingKey, { onProgress, signal: controller.signal }).finally(() => conversions.current.delete(preparingKey));
        }),
      );
      const result = addPickedFiles(latest.current, picked, nextKey);
      const kept = new Set(result.draft.items.map((item) => (item.kind === 'new' ? item.previewUrl : '')));
      for (const file of picked) {
        if (kept.has(file.previewUrl)) previews.current.push(file.previewUrl);
        else URL.revokeObjectURL(file.previewUrl);
      }
      setDraft(result.draft);
      // One toast at a time: rejections and duplicates share it.
      if (result.rejectedMessage) toast(result.rejectedMessage, { description: result.duplicatesMessage, variant: 'error' });
      else if (result.duplicatesMessage) toast(result.duplicatesMessage, { variant: 'warning' });
    },
    [toast, update, setDraft],
  );

  const remove = useCallback(
    (key: string) => {
      if (Date.now() < lockedUntil.current) {
        toast(UPLOAD_MESSAGES.cannotRemoveDuringUpload, { variant: 'warning' });
        return;
      }
      // A photo removed while it is prepared is not wanted: its worker stops.
      conversions.current.get(key)?.abort();
      update((current) => removeImage(current, key));
    },
    [toast, update],
  );

  const move = useCallback((key: string, step: -1 | 1) => update((current) => moveImage(current, key, step)), [update]);

  const drop = useCallback((draggedKey: string, targetKey: string) => update((current) => dropImage(current, draggedKey, targetKey)), [update]);

  return { draft, add, remove, move, drop };
}
