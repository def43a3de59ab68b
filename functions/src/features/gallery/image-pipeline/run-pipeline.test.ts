import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../../platform/logger';
import { parseUploadBody, type UploadedFile } from './parse-multipart';
import { processUpload, type ProcessedUpload } from './run-pipeline';
import {
  animatedGif,
  htmlWithJpegMagic,
  jpegHtmlPolyglot,
  jpegWithPrivateMetadata,
  noisyJpeg,
  pngPixelBomb,
  pngWithAlpha,
  renamedTextFile,
  sidewaysJpeg,
  svgWithScript,
  truncatedJpeg,
  webpImage,
} from './test-support/image-corpus';
import { imagePart, multipartBody } from './test-support/multipart-body';

const invalid = (name: string) => `${name} is not a valid image type. Please select JPEG, PNG, WebP, or GIF files.`;
const FIRESTORE_STYLE_ID = /^[A-Za-z0-9]{20}$/;

const silentLogger = (): Logger & { error: ReturnType<typeof vi.fn> } => {
  const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn(), child: () => logger };
  return logger;
};

function recordingStore() {
  const stored: ProcessedUpload[] = [];
  return { stored, store: async (upload: ProcessedUpload) => void stored.push(upload) };
}

describe('processUpload', () => {
  it('keeps the good files and refuses each hostile one with its own message', async () => {
    const files: UploadedFile[] = [
      { originalName: 'beach.jpg', bytes: await jpegWithPrivateMetadata() },
      { originalName: 'notes.jpg', bytes: renamedTextFile() },
      { originalName: 'drawing.svg', bytes: svgWithScript() },
      { originalName: 'page.jpg', bytes: htmlWithJpegMagic() },
      { originalName: 'header.jpg', bytes: await jpegHtmlPolyglot() },
      { originalName: 'cut.jpg', bytes: await truncatedJpeg() },
      { originalName: 'bomb.png', bytes: pngPixelBomb(30_000, 30_000) },
      { originalName: 'logo.png', bytes: await pngWithAlpha() },
      { originalName: 'party.gif', bytes: await animatedGif() },
      { originalName: 'sideways.jpg', bytes: await sidewaysJpeg() },
    ];
    const { stored, store } = recordingStore();

    const result = await processUpload(files, { store, logger: silentLogger() });

    expect(result.files.map((file) => file.originalName)).toEqual(['beach.jpg', 'logo.png', 'party.gif', 'sideways.jpg']);
    expect(result.rejected).toEqual([
      { originalName: 'notes.jpg', message: invalid('notes.jpg') },
      { originalName: 'drawing.svg', message: invalid('drawing.svg') },
      { originalName: 'page.jpg', message: invalid('page.jpg') },
      { originalName: 'header.jpg', message: invalid('header.jpg') },
      { originalName: 'cut.jpg', message: invalid('cut.jpg') },
      {
        originalName: 'bomb.png',
        message: 'bomb.png is too large to process. Please select images under 50 megapixels.',
      },
    ]);
    expect(stored.map((upload) => upload.id)).toEqual(result.files.map((file) => file.id));
    for (const { id } of result.files) expect(id).toMatch(FIRESTORE_STYLE_ID);
    expect(new Set(result.files.map((file) => file.id)).size).toBe(4);

    const [beach, logo, party, sideways] = stored;
    expect(beach!.variants.original.contentType).toBe('image/jpeg');
    expect((await sharp(beach!.variants.original.bytes).metadata()).exif).toBeUndefined();
    expect(logo!.variants.original.contentType).toBe('image/png');
    expect(party!.variants.original.contentType).toBe('image/png');
    expect(sideways!.variants.original).toMatchObject({ width: 40, height: 60 });
  });

  it('turns a failing store into that file’s refusal and carries on with the others', async () => {
    const logger = silentLogger();
    const stored: string[] = [];
    const store = async ({ originalName }: ProcessedUpload) => {
      if (originalName === 'second.jpg') throw new Error('bucket unavailable: secret-bucket-name');
      stored.push(originalName);
    };
    const files = await Promise.all(
      ['first.jpg', 'second.jpg', 'third.jpg'].map(async (originalName) => ({ originalName, bytes: await noisyJpeg() })),
    );

    const result = await processUpload(files, { store, logger });

    expect(stored).toEqual(['first.jpg', 'third.jpg']);
    expect(result.files.map((file) => file.originalName)).toEqual(['first.jpg', 'third.jpg']);
    expect(result.rejected).toEqual([
      { originalName: 'second.jpg', message: 'second.jpg could not be saved. Please try again.' },
    ]);
    expect(logger.error).toHaveBeenCalledOnce();
  });

  it('handles one file at a time: a store never overlaps the next', async () => {
    let active = 0;
    let mostActive = 0;
    const store = async () => {
      active++;
      mostActive = Math.max(mostActive, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active--;
    };
    const files = await Promise.all(
      [1, 2, 3].map(async (n) => ({ originalName: `${n}.webp`, bytes: await webpImage() })),
    );
    const result = await processUpload(files, { store, newId: () => 'fixed' });
    expect(result.files).toHaveLength(3);
    expect(mostActive).toBe(1);
  });

  it('runs from a raw multipart body to stored variants', async () => {
    const { body, contentType } = multipartBody([
      imagePart('C:\\fakepath\\holiday.jpg', await noisyJpeg(), 'image/jpeg'),
      imagePart('notes.jpg', renamedTextFile(), 'image/jpeg'),
    ]);
    const { stored, store } = recordingStore();

    const parsed = await parseUploadBody(body, contentType);
    const result = await processUpload(parsed.files, { store });

    expect(result.files).toEqual([{ originalName: 'holiday.jpg', id: expect.stringMatching(FIRESTORE_STYLE_ID) }]);
    expect(result.rejected).toEqual([{ originalName: 'notes.jpg', message: invalid('notes.jpg') }]);
    expect(Object.keys(stored[0]!.variants)).toEqual(['original', 'thumbnail', 'blurred']);
  });
});
