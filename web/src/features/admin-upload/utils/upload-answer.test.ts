import { describe, expect, it } from 'vitest';
import { readUploadAnswer, UploadError, uploadErrorMessage } from './upload-answer';

const json = (value: unknown) => JSON.stringify(value);
const failure = (status: number, statusText: string, text: string) => {
  try {
    readUploadAnswer(status, statusText, text);
  } catch (error) {
    return uploadErrorMessage(error);
  }
  throw new Error('expected a failure');
};

describe('reading an upload answer', () => {
  it('gives the stored and the refused files', () => {
    const data = { files: [{ originalName: 'a.jpg', id: 'p1' }], rejected: [{ originalName: 'b.jpg', message: 'b.jpg is not a valid image type.' }] };
    expect(readUploadAnswer(201, 'Created', json({ success: true, data }))).toEqual(data);
  });

  it('reads a missing refused list as empty', () => {
    expect(readUploadAnswer(201, '', json({ success: true, data: { files: [] } }))).toEqual({ files: [], rejected: [] });
  });

  it("shows the server's message for a refusal", () => {
    const tooMany = json({ success: false, error: { code: 'too-many-files', message: 'Maximum of 10 photos can be uploaded at once. Please remove some files first.' } });
    expect(failure(400, 'Bad Request', tooMany)).toBe('Maximum of 10 photos can be uploaded at once. Please remove some files first.');
    expect(failure(401, '', json({ success: false, error: { code: 'unauthenticated', message: 'Authentication token is required' } }))).toBe(
      'Authentication token is required',
    );
    expect(failure(400, '', json({ success: false, message: 'No files provided' }))).toBe('No files provided');
  });

  it('words an HTTP failure without a message by its status', () => {
    expect(failure(413, 'Payload Too Large', '<html>too large</html>')).toBe('Upload failed: 413 Payload Too Large');
    expect(failure(502, '', '')).toBe('Upload failed: 502');
  });

  it('calls a success it cannot read an invalid response', () => {
    expect(failure(201, 'Created', 'not json')).toBe('Invalid response from server');
    expect(failure(200, 'OK', json({ success: true, data: { ok: 1 } }))).toBe('Invalid response from server');
    expect(failure(200, 'OK', json({ success: true, message: 'Uploaded' }))).toBe('Invalid response from server');
  });

  it('falls back for anything but an upload error', () => {
    expect(uploadErrorMessage(new TypeError('boom'))).toBe('Failed to upload images. Please try again.');
    expect(uploadErrorMessage(new UploadError('Network error during upload'))).toBe('Network error during upload');
  });
});
