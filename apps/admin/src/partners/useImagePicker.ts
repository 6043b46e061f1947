import { useEffect, useRef, useState } from 'react';
import { isPickedImage, type PickedImage } from '../providers/pickedImage';
import { SIGNATURE_BYTES, checkPartnerImage } from './partnerImageCheck';

/**
 * An image input's picking, for partners' images and sellers' logos: a hidden file input to open,
 * the picked file checked by its rules and magic bytes (and its size when `limit` says), handed to
 * the form as a picked image whose local preview lives as long as the file stays in the form.
 */
export function useImagePicker(value: unknown, onChange: (picked: PickedImage) => void, limit?: { maxBytes: number; tooLargeText: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [pickError, setPickError] = useState<string | null>(null);

  useEffect(() => (isPickedImage(value) ? () => URL.revokeObjectURL(value.src) : undefined), [value]);

  const pick = async (file: File) => {
    setPickError(null);
    if (limit && file.size > limit.maxBytes) {
      setPickError(limit.tooLargeText);
      return;
    }
    const check = checkPartnerImage(file, new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer()));
    if (!check.ok) {
      setPickError(check.message);
      return;
    }
    onChange({ rawFile: file, type: check.type, src: URL.createObjectURL(file) });
  };

  return { input, pickError, pick, dismissError: () => setPickError(null) };
}
