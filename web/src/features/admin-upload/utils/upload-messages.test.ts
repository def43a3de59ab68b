import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@bela/contracts/constants';
import { selectionMessages, uploadButtonLabel, uploadMessages } from './upload-messages';

describe('upload wording', () => {
  it('labels the button with the count', () => {
    expect(uploadButtonLabel(3)).toBe('Upload 3 Image(s)');
    expect(uploadButtonLabel(1)).toBe('Upload 1 Image(s)');
  });

  it('uses the messages of the specification', () => {
    expect(selectionMessages.onlyMore(1)).toBe('You can only add 1 more photo(s). Maximum of 10 photos per upload.');
    expect(uploadMessages.complete).toBe('Upload complete! Images have been added to the gallery.');
    expect(uploadMessages.failedStatus(500, 'Internal Server Error')).toBe('Upload failed: 500 Internal Server Error');
    expect([uploadMessages.noFiles, uploadMessages.tokenRequired, uploadMessages.network, uploadMessages.timedOut, uploadMessages.fallback]).toEqual([
      'No files provided',
      'Authentication token is required',
      'Network error during upload',
      'Upload request timed out',
      'Failed to upload images. Please try again.',
    ]);
  });

  it('writes out the limits the rules use', () => {
    expect(selectionMessages.tooLarge('big.png')).toBe(`big.png is too large. Please select files under ${UPLOAD_MAX_BYTES / (1024 * 1024)}MB.`);
    expect(selectionMessages.onlyMore(2)).toBe(`You can only add 2 more photo(s). Maximum of ${UPLOAD_MAX_FILES} photos per upload.`);
  });
});
