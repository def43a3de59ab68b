/** Pixel measurements for asserting what a variant still shows. */
import sharp from 'sharp';

/** The image as `width`×`height` RGB bytes (stretched if need be; alpha dropped on black). */
export async function rgbPixels(image: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(image).flatten().resize({ width, height, fit: 'fill' }).removeAlpha().raw().toBuffer();
}

/** Mean absolute difference per channel, 0 to 255. */
export function meanAbsoluteDifference(a: Buffer, b: Buffer): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) total += Math.abs(a[i]! - b[i]!);
  return total / a.length;
}

/** Mean absolute difference between horizontal neighbours: high for detail, near 0 for a blur. */
export async function detailEnergy(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image).flatten().removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let total = 0;
  let count = 0;
  for (let y = 0; y < info.height; y++) {
    for (let x = 1; x < info.width; x++) {
      for (let c = 0; c < 3; c++) {
        const i = (y * info.width + x) * 3 + c;
        total += Math.abs(data[i]! - data[i - 3]!);
        count++;
      }
    }
  }
  return total / count;
}

/** The RGB colour at (x, y). */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}
