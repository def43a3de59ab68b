import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadError } from '../utils/upload-answer';
import { useUploadStore } from './upload-store';

const store = () => useUploadStore.getState();
const selected = () => store().selection.map((image) => image.file.name);
const image = (name: string, size = 1000, type = 'image/jpeg') => new File([new Uint8Array(size)], name, { type, lastModified: size });
const keyOf = (name: string) => store().selection.find((entry) => entry.file.name === name)!.key;

beforeEach(() => {
  useUploadStore.setState({ selection: [], notices: [], phase: 'idle', progress: null, outcomes: [], error: null, controller: null });
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

  it('refuses to start without images or without a user', () => {
    expect(store().begin(true)).toBeNull();
    expect(store().notices).toEqual(['Please select at least one image to upload.']);
    store().addFiles([image('a.jpg')]);
    expect(store().begin(false)).toBeNull();
    expect(store().notices).toEqual(['User authentication required.']);
    expect(store().phase).toBe('idle');
  });

  it('takes the answered images out of the selection and keeps what a failure interrupted', () => {
    store().addFiles([image('a.jpg'), image('b.jpg', 2000), image('c.jpg', 3000)]);
    const round = store().begin(true);
    expect(round?.images.map((entry) => entry.file.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(store().begin(true)).toBeNull();

    store().answered([{ key: keyOf('a.jpg'), name: 'a.jpg', stored: true, message: null, photoId: 'id-a' }]);
    store().failed(new UploadError('Network error during upload'));
    expect(store().phase).toBe('failed');
    expect(store().error).toEqual({ message: 'Network error during upload', cancelled: false });
    expect(selected()).toEqual(['b.jpg', 'c.jpg']);
    expect(store().outcomes.map((outcome) => outcome.name)).toEqual(['a.jpg']);
  });

  it('words an unexpected failure with the fallback', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    store().addFiles([image('a.jpg')]);
    store().begin(true);
    store().failed(new TypeError('boom'));
    expect(store().error?.message).toBe('Failed to upload images. Please try again.');
    expect(selected()).toEqual(['a.jpg']);
  });

  it('holds the selection while a round runs, and cancel aborts it', () => {
    store().addFiles([image('a.jpg')]);
    const round = store().begin(true)!;
    store().addFiles([image('late.jpg')]);
    store().remove(keyOf('a.jpg'));
    expect(selected()).toEqual(['a.jpg']);
    store().cancel();
    expect(round.signal.aborted).toBe(true);
  });
});
