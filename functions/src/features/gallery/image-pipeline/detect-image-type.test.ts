import { describe, expect, it } from 'vitest';
import { detectImageType } from './detect-image-type';
import {
  animatedGif,
  htmlWithJpegMagic,
  noisyJpeg,
  pngPixelBomb,
  pngWithAlpha,
  renamedTextFile,
  svgWithScript,
  webpImage,
} from './test-support/image-corpus';

describe('detectImageType', () => {
  it('recognises JPEG, PNG, WebP and GIF by their bytes', async () => {
    expect(await detectImageType(await noisyJpeg())).toEqual({ format: 'jpeg', mime: 'image/jpeg' });
    expect(await detectImageType(await pngWithAlpha())).toEqual({ format: 'png', mime: 'image/png' });
    expect(await detectImageType(await webpImage())).toEqual({ format: 'webp', mime: 'image/webp' });
    expect(await detectImageType(await animatedGif())).toEqual({ format: 'gif', mime: 'image/gif' });
  });

  it('refuses what is not one of them, whatever it is called', async () => {
    expect(await detectImageType(renamedTextFile())).toBeUndefined();
    expect(await detectImageType(svgWithScript())).toBeUndefined();
    expect(await detectImageType(Buffer.from('%PDF-1.7\n'))).toBeUndefined();
    expect(await detectImageType(Buffer.alloc(0))).toBeUndefined();
  });

  it('only sniffs: a magic number is a claim that decoding must confirm', async () => {
    expect((await detectImageType(htmlWithJpegMagic()))?.format).toBe('jpeg');
    expect((await detectImageType(pngPixelBomb()))?.format).toBe('png');
    expect((await detectImageType(Buffer.from('GIF89a')))?.format).toBe('gif');
  });
});
