/**
 * Turns one accepted upload into the three stored variants. Every variant is re-encoded from
 * decoded pixels, so nothing of the uploaded file survives but its pixels: no EXIF (GPS), XMP,
 * IPTC, ICC profile or comment, and no trailing bytes a polyglot could hide.
 *
 * - original: full size, EXIF orientation applied. JPEG stays JPEG (q88), PNG stays PNG,
 *   WebP stays WebP (q90). GIF becomes a PNG of its first frame: the gallery shows photographs,
 *   and re-encoding every frame would multiply the decoding cost for no gain (PNG is lossless,
 *   so the frame is kept exactly). An animated WebP likewise keeps its first frame only.
 * - thumbnail: WebP q80, 480 px wide (at most 1440 tall), never enlarged.
 * - blurred: the thumbnail's pixels shrunk to at most 64 px, scaled back up to the thumbnail's
 *   size and blurred; a teaser whose detail is gone for good, not a copy of the photo.
 *
 * Memory: decoding is the expensive part (a 50-megapixel image is ~150 MB of pixels), so images
 * are processed strictly one at a time in this process (`oneAtATime`, and libvips on one thread).
 * Callers need not serialise calls themselves, but should still hand files over one by one
 * rather than keep many decoded results alive (see run-pipeline.ts).
 */
import type SharpModule from 'sharp';
import type { Sharp, SharpOptions } from 'sharp';
import { onFirstUse } from '../../../platform/on-first-use';
import { AppError } from '../../../platform/app-error';
import type { ImageFormat } from './detect-image-type';
import { oneAtATime } from './one-at-a-time';
import { uploadMessages } from './upload-messages';

export const MAX_INPUT_PIXELS = 50_000_000;
export const THUMBNAIL_WIDTH = 480;
export const THUMBNAIL_MAX_HEIGHT = 1440;
export const BLUR_SOURCE_SIZE = 64;
export const BLUR_SIGMA = 10;
const ORIGINAL_JPEG_QUALITY = 88;
const ORIGINAL_WEBP_QUALITY = 90;
const THUMBNAIL_QUALITY = 80;
const BLURRED_QUALITY = 60;
/** A pathological file must not hold the function until its deadline. */
const PIPELINE_TIMEOUT_SECONDS = 60;

/**
 * sharp, loaded with the first image (decision 0037: an instance that never processes one never
 * loads libvips). Process-wide: one libvips worker thread and no operation cache, so a large image
 * neither fans out across threads nor lingers in memory after its request.
 */
const loadSharp = onFirstUse(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (see above)
  const sharp = require('sharp') as typeof SharpModule;
  sharp.concurrency(1);
  sharp.cache(false);
  return sharp;
});
const sharp = (...args: Parameters<typeof SharpModule>) => loadSharp()(...args);

const decodeOptions: SharpOptions = {
  limitInputPixels: MAX_INPUT_PIXELS,
  failOn: 'error', // truncated or corrupt pixel data is refused, not half-rendered
  sequentialRead: true,
};

export interface ImageVariant {
  bytes: Buffer;
  width: number;
  height: number;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  extension: 'jpg' | 'png' | 'webp';
}

export interface ImageVariants {
  original: ImageVariant;
  thumbnail: ImageVariant;
  blurred: ImageVariant;
}

const serial = oneAtATime();

/**
 * Decodes `input` (whose type `detectImageType` established as `format`) and builds its variants.
 * Throws `AppError` 'invalid-image-type' when the bytes do not decode as that format, and
 * 'image-too-large' past MAX_INPUT_PIXELS; `name` is the sanitized file name for those messages.
 */
export function processImage(input: Buffer, format: ImageFormat, name: string): Promise<ImageVariants> {
  return serial(async () => {
    try {
      await checkHeader(input, format, name);
      const original = await encode(originalEncoder(decode(input), format));
      const thumbnail = await encode(
        decode(input)
          .resize({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: THUMBNAIL_QUALITY }),
      );
      const blurred = await encode(await blurFrom(thumbnail));
      return { original, thumbnail, blurred };
    } catch (error) {
      throw refusalFor(error, name);
    }
  });
}

/** Reads only the header: the format must match the sniffed one, and the size must be bounded. */
async function checkHeader(input: Buffer, format: ImageFormat, name: string): Promise<void> {
  // sharp itself refuses past `limitInputPixels` here; the explicit check below does not rely on it.
  const { format: decodedAs, width, height } = await sharp(input, decodeOptions).metadata();
  if (decodedAs !== format || !width || !height) {
    throw new AppError('invalid-image-type', { message: uploadMessages.invalidType(name) });
  }
  // For an animated image, `height` is its first frame's: the only frame ever decoded.
  if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels(name);
}

function decode(input: Buffer): Sharp {
  return sharp(input, decodeOptions).timeout({ seconds: PIPELINE_TIMEOUT_SECONDS }).rotate();
}

function originalEncoder(image: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'jpeg':
      // libjpeg-turbo with optimised Huffman tables: mozjpeg saves a few percent of bytes but takes
      // twenty times as long on a 12-megapixel photo (6.5 s against 0.3 s here).
      return image.jpeg({ quality: ORIGINAL_JPEG_QUALITY, optimiseCoding: true });
    case 'webp':
      return image.webp({ quality: ORIGINAL_WEBP_QUALITY });
    case 'png':
    case 'gif':
      return image.png();
  }
}

async function blurFrom(thumbnail: ImageVariant): Promise<Sharp> {
  const tiny = await sharp(thumbnail.bytes)
    .resize({ width: BLUR_SOURCE_SIZE, height: BLUR_SOURCE_SIZE, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
  return sharp(tiny)
    .resize({ width: thumbnail.width, height: thumbnail.height, fit: 'fill' })
    .blur(BLUR_SIGMA)
    .webp({ quality: BLURRED_QUALITY });
}

const outputTypes = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
} as const;

async function encode(image: Sharp): Promise<ImageVariant> {
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  const type = outputTypes[info.format as keyof typeof outputTypes];
  if (!type) throw new Error(`Unexpected output format ${info.format}`);
  return { bytes: data, width: info.width, height: info.height, ...type };
}

function tooManyPixels(name: string): AppError {
  return new AppError('image-too-large', { message: uploadMessages.tooManyPixels(name, MAX_INPUT_PIXELS) });
}

/** libvips' own texts stay in the log (as the cause); the client gets the catalogue's words. */
function refusalFor(error: unknown, name: string): unknown {
  if (error instanceof AppError) return error;
  const text = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(text)) return tooManyPixels(name);
  // Running out of time says nothing about the file's type: let the caller report a failure.
  if (/timeout/i.test(text)) throw error;
  return new AppError('invalid-image-type', { message: uploadMessages.invalidType(name), cause: error });
}
