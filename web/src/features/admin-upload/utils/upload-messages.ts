/** The upload screen's words (SPEC section 5 "Image upload", section 8 "Upload"). */
import { UPLOAD_MAX_FILES } from '@bela/contracts/constants';

// The limits are written out in the words, as SPEC section 5 has them. This type fails the type
// check should UPLOAD_MAX_FILES change without the words; the unit test guards the 10MB.
type OnlyMoreMessage = `You can only add ${number} more photo(s). Maximum of ${typeof UPLOAD_MAX_FILES} photos per upload.`;

export const selectionMessages = {
  tooLarge: (name: string) => `${name} is too large. Please select files under 10MB.`,
  invalidType: (name: string) => `${name} is not a valid image type. Please select JPEG, PNG, WebP, or GIF files.`,
  selectionFull: `Maximum of ${UPLOAD_MAX_FILES} photos can be uploaded at once. Please remove some files first.`,
  onlyMore: (slots: number): OnlyMoreMessage => `You can only add ${slots} more photo(s). Maximum of 10 photos per upload.`,
  alreadySelected: (name: string) => `${name} is already selected.`,
  noneSelected: 'Please select at least one image to upload.',
  signInRequired: 'User authentication required.',
} as const;

export const uploadMessages = {
  noFiles: 'No files provided',
  tokenRequired: 'Authentication token is required',
  invalidResponse: 'Invalid response from server',
  network: 'Network error during upload',
  timedOut: 'Upload request timed out',
  failedStatus: (status: number, statusText: string) => `Upload failed: ${status} ${statusText}`.trim(),
  fallback: 'Failed to upload images. Please try again.',
  cancelled: 'Upload cancelled. The images not yet uploaded are still selected.',
  complete: 'Upload complete! Images have been added to the gallery.',
  noneStored: 'None of the images could be added. See the reasons below.',
  /** Some added, some refused: never "Upload complete!" then (issue 42). */
  partlyStored: (stored: number, refused: number) =>
    `${stored} ${stored === 1 ? 'image was' : 'images were'} added to the gallery; ${refused} could not be. See the reasons below.`,
} as const;

export const recentMessages = {
  loadFailed: 'Failed to load recent uploads.',
  deleteFailed: (reason: string) => `Failed to delete photo: ${reason}`,
} as const;

/** The button of SPEC section 2, "Admin upload screen". */
export const uploadButtonLabel = (count: number) => `Upload ${count} Image(s)`;
