export interface ImageTransformOptions {
  width?: number;
  height?: number;
  quality: number;
  resize: 'cover' | 'contain' | 'fill';
  format: 'webp' | 'origin';
}

export type ParsedTransform = { ok: true; options: ImageTransformOptions } | { ok: false; message: string };

const MAX_DIMENSION = 2500;
const DEFAULT_QUALITY = 80;

function integerParam(params: URLSearchParams, name: string, min: number, max: number): number | undefined | string {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    return `${name} must be an integer between ${min} and ${max}`;
  }
  return value;
}

/** Hosted Supabase's rules: width and height 1-2500, quality 20-100 (default 80), resize cover by default, WebP unless format=origin. */
export function parseTransformOptions(params: URLSearchParams): ParsedTransform {
  const width = integerParam(params, 'width', 1, MAX_DIMENSION);
  const height = integerParam(params, 'height', 1, MAX_DIMENSION);
  const quality = integerParam(params, 'quality', 20, 100);
  for (const value of [width, height, quality]) {
    if (typeof value === 'string') return { ok: false, message: value };
  }
  const resize = params.get('resize') ?? 'cover';
  if (resize !== 'cover' && resize !== 'contain' && resize !== 'fill') {
    return { ok: false, message: 'resize must be one of cover, contain, fill' };
  }
  const format = params.get('format') ?? 'webp';
  if (format !== 'webp' && format !== 'origin') return { ok: false, message: 'format must be origin or webp' };
  return {
    ok: true,
    options: {
      width: width as number | undefined,
      height: height as number | undefined,
      quality: (quality as number | undefined) ?? DEFAULT_QUALITY,
      resize,
      format,
    },
  };
}
