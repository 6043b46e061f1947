import type { ImageMimeType } from '@oneboss/domain';

/**
 * An image picked in a form and not stored yet, as react-admin's image inputs hold one: the file,
 * its checked type and a local preview. The data provider stores it when the record is saved.
 */
export interface PickedImage {
  rawFile: File;
  type: ImageMimeType;
  src: string;
}

export const isPickedImage = (value: unknown): value is PickedImage => typeof value === 'object' && value !== null && 'rawFile' in value;
