/**
 * How big one import may be. One file is written in one request (one transaction), and a request
 * to the backend carries at most 1 MB: the rows' JSON must fit in it, with room for the pictures' addresses.
 */
export const IMPORT_LIMITS = {
  /** The CSV file itself. */
  csvBytes: 2 * 1024 * 1024,
  /** Product rows (the header not counted). */
  rows: 500,
  /** The rows as the import request sends them. */
  requestBytes: 900 * 1024,
  /** The ZIP of pictures, and what its files add up to once unpacked. */
  zipBytes: 200 * 1024 * 1024,
  unzippedBytes: 400 * 1024 * 1024,
  zipFiles: 2000,
  /** Pictures one product may list. */
  imagesPerProduct: 20,
} as const;

/** A stored picture's public address as the request carries it, for sizing the request before the upload. */
export const IMAGE_URL_ALLOWANCE = 200;
