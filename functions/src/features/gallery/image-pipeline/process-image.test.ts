import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/app-error';
import { processImage, THUMBNAIL_WIDTH, type ImageVariants } from './process-image';
import {
  animatedGif,
  checkerboardJpeg,
  EXIF_OWNER,
  GPS_MAP_DATUM,
  htmlWithJpegMagic,
  jpegHtmlPolyglot,
  jpegWithPrivateMetadata,
  noisyJpeg,
  pngPixelBomb,
  pngWithAlpha,
  sidewaysJpeg,
  truncatedJpeg,
  webpImage,
} from './test-support/image-corpus';
import { detailEnergy, meanAbsoluteDifference, pixelAt, rgbPixels } from './test-support/pixels';

const INVALID = 'is not a valid image type. Please select JPEG, PNG, WebP, or GIF files.';

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function expectNoMetadata(variants: ImageVariants) {
  for (const variant of Object.values(variants)) {
    const meta = await sharp(variant.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.comments).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(variant.bytes.includes(GPS_MAP_DATUM)).toBe(false);
    expect(variant.bytes.includes(EXIF_OWNER)).toBe(false);
  }
}

describe('processImage', () => {
  it('keeps the source image type for the original and WebP for the smaller variants', async () => {
    const cases = [
      ['jpeg', await noisyJpeg(96, 64), 'image/jpeg', 'jpg'],
      ['png', await pngWithAlpha(80, 60), 'image/png', 'png'],
      ['webp', await webpImage(80, 60), 'image/webp', 'webp'],
    ] as const;
    for (const [format, input, contentType, extension] of cases) {
      const { original, thumbnail, blurred } = await processImage(input, format, `x.${extension}`);
      const source = await sharp(input).metadata();
      expect(original).toMatchObject({ contentType, extension, width: source.width, height: source.height });
      expect((await sharp(original.bytes).metadata()).format).toBe(format);
      expect(thumbnail).toMatchObject({ contentType: 'image/webp', extension: 'webp' });
      expect(blurred).toMatchObject({ contentType: 'image/webp', width: thumbnail.width, height: thumbnail.height });
    }
  });

  it('strips EXIF (GPS included), XMP, ICC and IPTC from every variant', async () => {
    const input = await jpegWithPrivateMetadata();
    const source = await sharp(input).metadata();
    expect(source.exif?.includes(GPS_MAP_DATUM)).toBe(true);
    expect(source.xmp).toBeDefined();
    expect(source.icc).toBeDefined();

    await expectNoMetadata(await processImage(input, 'jpeg', 'gps.jpg'));
  });

  it('applies the EXIF orientation, so a sideways photo comes out upright', async () => {
    const input = await sidewaysJpeg();
    expect(await sharp(input).metadata()).toMatchObject({ width: 60, height: 40, orientation: 6 });

    const variants = await processImage(input, 'jpeg', 'sideways.jpg');
    expect(variants.original).toMatchObject({ width: 40, height: 60 });
    expect(variants.thumbnail).toMatchObject({ width: 40, height: 60 });
    const [topR, , topB] = await pixelAt(variants.original.bytes, 20, 5);
    const [bottomR, , bottomB] = await pixelAt(variants.original.bytes, 20, 55);
    expect(topR).toBeGreaterThan(200);
    expect(topB).toBeLessThan(60);
    expect(bottomB).toBeGreaterThan(200);
    expect(bottomR).toBeLessThan(60);
    await expectNoMetadata(variants);
  });

  describe('for a large, detailed photo', () => {
    let large: ImageVariants;
    beforeAll(async () => {
      large = await processImage(await checkerboardJpeg(1200, 800), 'jpeg', 'large.jpg');
    });

    it('keeps the original size and makes a 480-wide thumbnail', () => {
      expect(large.original).toMatchObject({ width: 1200, height: 800 });
      expect(large.thumbnail).toMatchObject({ width: THUMBNAIL_WIDTH, height: 320 });
    });

    it('makes a blurred preview of the thumbnail size that keeps none of the detail', async () => {
      const { thumbnail, blurred } = large;
      expect(blurred).toMatchObject({ width: THUMBNAIL_WIDTH, height: 320 });
      const [thumbnailPixels, blurredPixels] = await Promise.all([
        rgbPixels(thumbnail.bytes, blurred.width, blurred.height),
        rgbPixels(blurred.bytes, blurred.width, blurred.height),
      ]);
      expect(meanAbsoluteDifference(thumbnailPixels, blurredPixels)).toBeGreaterThan(60);
      expect(await detailEnergy(blurred.bytes)).toBeLessThan((await detailEnergy(thumbnail.bytes)) / 10);
    });
  });

  it('never enlarges a small photo', async () => {
    const small = await processImage(await noisyJpeg(200, 100), 'jpeg', 'small.jpg');
    expect(small.thumbnail).toMatchObject({ width: 200, height: 100 });
    expect(small.blurred).toMatchObject({ width: 200, height: 100 });
  });

  it('turns an animated GIF into a still PNG of its first frame', async () => {
    const { original, thumbnail, blurred } = await processImage(await animatedGif(40, 30), 'gif', 'party.gif');
    expect(original).toMatchObject({ contentType: 'image/png', extension: 'png', width: 40, height: 30 });
    for (const variant of [original, thumbnail, blurred]) {
      const meta = await sharp(variant.bytes, { animated: true }).metadata();
      expect(meta.pages ?? 1).toBe(1);
      expect(meta.height).toBe(30);
      const [r, g, b] = await pixelAt(variant.bytes, 20, 15);
      expect(r).toBeGreaterThan(200); // the first frame is red
      expect(g + b).toBeLessThan(80);
    }
  });

  it('keeps only the pixels: bytes appended after the image do not survive', async () => {
    const payload = '<html><script>alert(document.cookie)</script></html>';
    const input = Buffer.concat([await pngWithAlpha(), Buffer.from(payload)]);
    const variants = await processImage(input, 'png', 'appended.png');
    for (const variant of Object.values(variants)) expect(variant.bytes.includes(payload)).toBe(false);
  });

  it('copes with extreme aspect ratios', async () => {
    const strip = await sharp({ create: { width: 3000, height: 2, channels: 3, background: '#336699' } }).png().toBuffer();
    const { original, thumbnail, blurred } = await processImage(strip, 'png', 'strip.png');
    expect(original).toMatchObject({ width: 3000, height: 2 });
    expect(thumbnail.width).toBe(THUMBNAIL_WIDTH);
    expect(blurred).toMatchObject({ width: thumbnail.width, height: thumbnail.height });

    const tower = await sharp({ create: { width: 2, height: 3000, channels: 3, background: '#336699' } }).png().toBuffer();
    expect((await processImage(tower, 'png', 'tower.png')).thumbnail.height).toBeLessThanOrEqual(1440);
  });

  it.each([
    ['a truncated JPEG', truncatedJpeg],
    ['a JPEG header followed by HTML', jpegHtmlPolyglot],
    ['HTML behind JPEG magic bytes', async () => htmlWithJpegMagic()],
  ])('refuses %s as not a valid image', async (_label, make) => {
    const error = await refusal(processImage(await make(), 'jpeg', 'bad.jpg'));
    expect(error.code).toBe('invalid-image-type');
    expect(error.message).toBe(`bad.jpg ${INVALID}`);
  });

  it('refuses bytes that decode as another format than the one detected', async () => {
    const error = await refusal(processImage(await noisyJpeg(), 'png', 'liar.png'));
    expect(error.message).toBe(`liar.png ${INVALID}`);
  });

  it('refuses a PNG declaring 30000×30000 pixels in a few hundred bytes, without decoding it', async () => {
    const bomb = pngPixelBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(4096);
    const error = await refusal(processImage(bomb, 'png', 'bomb.png'));
    expect(error.code).toBe('image-too-large');
    expect(error.message).toBe('bomb.png is too large to process. Please select images under 50 megapixels.');
  });

  it('refuses just past 50 megapixels as too large', async () => {
    const error = await refusal(processImage(pngPixelBomb(10_000, 5_001), 'png', 'wide.png'));
    expect(error.code).toBe('image-too-large');
  });

  it('runs libvips on a single thread', () => {
    expect(sharp.concurrency()).toBe(1);
  });
});
