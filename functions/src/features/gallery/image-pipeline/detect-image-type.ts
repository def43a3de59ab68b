/**
 * Decides what an upload is from its bytes alone; the file name and the client's Content-Type
 * are never consulted. `file-type` is ESM-only while `functions` compiles to CommonJS: with
 * `module: node16` tsc emits the `import()` below unchanged (no `require` rewrite), so Node loads
 * it as ESM at run time.
 */

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export interface DetectedImageType {
  format: ImageFormat;
  mime: `image/${ImageFormat}`;
}

// APNG is a valid PNG (browsers show it; sharp reads its default image), so it counts as PNG.
const acceptedMimes: Record<string, ImageFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/apng': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

type FileTypeModule = typeof import('file-type', { with: { 'resolution-mode': 'import' } });
let fileTypeModule: Promise<FileTypeModule> | undefined;

/** The accepted image type the bytes start with, or undefined for anything else. */
export async function detectImageType(bytes: Uint8Array): Promise<DetectedImageType | undefined> {
  fileTypeModule ??= import('file-type');
  const { fileTypeFromBuffer } = await fileTypeModule;
  const detected = await fileTypeFromBuffer(bytes);
  const format = detected ? acceptedMimes[detected.mime] : undefined;
  return format ? { format, mime: `image/${format}` } : undefined;
}
