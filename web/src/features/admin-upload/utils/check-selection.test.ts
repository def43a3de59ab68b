import { describe, expect, it } from 'vitest';
import { checkBeforeUpload, checkNewFiles, isAllowedImageType, type CandidateFile } from './check-selection';

const MB = 1024 * 1024;
let stamp = 0;
const file = (name: string, size = MB, type = 'image/jpeg'): CandidateFile => ({ name, size, type, lastModified: (stamp += 1) });
const files = (count: number, prefix = 'photo') => Array.from({ length: count }, (_, i) => file(`${prefix}-${i + 1}.jpg`));
const names = (list: CandidateFile[]) => list.map((f) => f.name);

describe('adding files to the selection', () => {
  it('accepts JPEG, PNG, WebP and GIF of at most 10 MB', () => {
    const incoming = [file('a.jpg'), file('b.png', MB, 'image/png'), file('c.webp', MB, 'image/webp'), file('d.gif', MB, 'image/gif'), file('e.jpg', 10 * MB)];
    expect(checkNewFiles([], incoming)).toEqual({ accepted: incoming, messages: [] });
  });

  it('refuses a file over 10 MB and a file of another type, with their names', () => {
    const { accepted, messages } = checkNewFiles([], [file('big.jpg', 10 * MB + 1), file('notes.pdf', MB, 'application/pdf'), file('ok.jpg')]);
    expect(names(accepted)).toEqual(['ok.jpg']);
    expect(messages).toEqual([
      'big.jpg is too large. Please select files under 10MB.',
      'notes.pdf is not a valid image type. Please select JPEG, PNG, WebP, or GIF files.',
    ]);
  });

  it('checks the size before the type', () => {
    expect(checkNewFiles([], [file('huge.svg', 11 * MB, 'image/svg+xml')]).messages).toEqual(['huge.svg is too large. Please select files under 10MB.']);
  });

  it('takes nothing more once 10 are selected', () => {
    expect(checkNewFiles(files(10), [file('one-more.jpg')])).toEqual({
      accepted: [],
      messages: ['Maximum of 10 photos can be uploaded at once. Please remove some files first.'],
    });
  });

  it('cuts what does not fit in the places left', () => {
    const { accepted, messages } = checkNewFiles(files(7), files(5, 'new'));
    expect(names(accepted)).toEqual(['new-1.jpg', 'new-2.jpg', 'new-3.jpg']);
    expect(messages).toEqual(['You can only add 3 more photo(s). Maximum of 10 photos per upload.']);
  });

  it('counts only valid files against the places left', () => {
    const { accepted, messages } = checkNewFiles(files(8), [file('bad.txt', 10, 'text/plain'), file('x.jpg'), file('y.jpg')]);
    expect(names(accepted)).toEqual(['x.jpg', 'y.jpg']);
    expect(messages).toEqual(['bad.txt is not a valid image type. Please select JPEG, PNG, WebP, or GIF files.']);
  });

  it('does not select the same file twice', () => {
    const same = file('same.jpg');
    expect(checkNewFiles([same], [same])).toEqual({ accepted: [], messages: ['same.jpg is already selected.'] });
  });

  it('judges a file without a MIME type by its extension', () => {
    expect(isAllowedImageType({ name: 'photo.JPEG', type: '' })).toBe(true);
    expect(isAllowedImageType({ name: 'photo.heic', type: '' })).toBe(false);
    expect(isAllowedImageType({ name: 'renamed.jpg', type: 'image/svg+xml' })).toBe(false);
  });
});

describe('before an upload', () => {
  it('needs at least one image, then a signed-in user', () => {
    expect(checkBeforeUpload(0, false)).toBe('Please select at least one image to upload.');
    expect(checkBeforeUpload(2, false)).toBe('User authentication required.');
    expect(checkBeforeUpload(2, true)).toBeNull();
  });
});
