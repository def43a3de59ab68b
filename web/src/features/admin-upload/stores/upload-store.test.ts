import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadError } from '../utils/upload-answer';

vi.mock('../api/send-upload-request', () => ({ sendUploadRequest: vi.fn() }));

const { sendUploadRequest } = await import('../api/send-upload-request');
const sendMock = vi.mocked(sendUploadRequest);
const { useUploadStore } = await import('./upload-store');

const store = () => useUploadStore.getState();
const selected = () => store().selection.map((image) => image.file.name);
const image = (name: string, size = 1000, type = 'image/jpeg') => new File([new Uint8Array(size)], name, { type, lastModified: size });
const stored = (name: string, id = `id-${name}`) => ({ files: [{ originalName: name, id }], rejected: [] });

beforeEach(() => {
  sendMock.mockReset();
  store().clearSelection();
  useUploadStore.setState({ notices: [], phase: 'idle', progress: null, outcomes: [], error: null, controller: null });
});

describe('the upload store', () => {
  it('adds what the rules accept and says why the rest was left out', () => {
    store().addFiles([image('a.jpg'), image('b.gif', 11 * 1024 * 1024, 'image/gif'), image('c.txt', 10, 'text/plain')]);
    expect(selected()).toEqual(['a.jpg']);
    expect(store().notices).toEqual([
      'b.gif is too large. Please select files under 10MB.',
      'c.txt is not a valid image type. Please select JPEG, PNG, WebP, or GIF files.',
    ]);
  });

  it('refuses to start without images or without a user', async () => {
    await store().upload(true);
    expect(store().notices).toEqual(['Please select at least one image to upload.']);
    store().addFiles([image('a.jpg')]);
    await store().upload(false);
    expect(store().notices).toEqual(['User authentication required.']);
    expect(sendMock).not.toHaveBeenCalled();
  });

  it('sends one request per image and reports each outcome', async () => {
    store().addFiles([image('a.jpg', 100), image('b.jpg', 300)]);
    sendMock.mockImplementationOnce(async (_files, options) => {
      options?.onProgress?.(1);
      expect(store().progress).toMatchObject({ current: 1, count: 2, stage: 'processing' });
      return stored('a.jpg');
    });
    sendMock.mockResolvedValueOnce({ files: [], rejected: [{ originalName: 'b.jpg', message: 'b.jpg could not be processed. Please try again.' }] });

    await store().upload(true);
    expect(sendMock.mock.calls.map(([files]) => files.map((file) => file.name))).toEqual([['a.jpg'], ['b.jpg']]);
    expect(store().phase).toBe('done');
    expect(store().progress).toMatchObject({ percent: 100, stage: 'finished' });
    expect(store().outcomes.map(({ name, stored, message, photoId }) => ({ name, stored, message, photoId }))).toEqual([
      { name: 'a.jpg', stored: true, message: null, photoId: 'id-a.jpg' },
      { name: 'b.jpg', stored: false, message: 'b.jpg could not be processed. Please try again.', photoId: null },
    ]);
    expect(selected()).toEqual([]);
  });

  it('keeps what a failure interrupted selected, for another try', async () => {
    store().addFiles([image('a.jpg'), image('b.jpg', 2000), image('c.jpg', 3000)]);
    sendMock.mockResolvedValueOnce(stored('a.jpg'));
    sendMock.mockRejectedValueOnce(new UploadError('Network error during upload'));

    await store().upload(true);
    expect(store().phase).toBe('failed');
    expect(store().error).toEqual({ message: 'Network error during upload', cancelled: false });
    expect(selected()).toEqual(['b.jpg', 'c.jpg']);
    expect(store().outcomes.map((outcome) => outcome.name)).toEqual(['a.jpg']);

    sendMock.mockResolvedValueOnce(stored('b.jpg')).mockResolvedValueOnce(stored('c.jpg'));
    await store().upload(true);
    expect(store().phase).toBe('done');
    expect(selected()).toEqual([]);
  });

  it('words an unexpected failure with the fallback', async () => {
    store().addFiles([image('a.jpg')]);
    sendMock.mockRejectedValueOnce(new TypeError('boom'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await store().upload(true);
    expect(store().error?.message).toBe('Failed to upload images. Please try again.');
    expect(selected()).toEqual(['a.jpg']);
  });

  it('cancels the request under way', async () => {
    store().addFiles([image('a.jpg')]);
    sendMock.mockImplementationOnce(
      (_files, options) =>
        new Promise((_resolve, reject) => options?.signal?.addEventListener('abort', () => reject(new UploadError('Upload cancelled.', 'aborted')))),
    );
    const upload = store().upload(true);
    expect(store().phase).toBe('uploading');
    store().addFiles([image('late.jpg')]);
    expect(selected()).toEqual(['a.jpg']);
    store().cancel();
    await upload;
    expect(store().error).toEqual({ message: 'Upload cancelled.', cancelled: true });
    expect(selected()).toEqual(['a.jpg']);
  });
});
