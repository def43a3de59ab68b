/** What became of one image, from the answer to its request. */
import type { UploadResult } from '@bela/contracts/gallery';

export interface UploadOutcome {
  /** The selection entry it came from. */
  key: string;
  name: string;
  stored: boolean;
  /** The server's reason for a refused image. */
  message: string | null;
  photoId: string | null;
}

export function outcomeOf(key: string, name: string, result: UploadResult): UploadOutcome {
  const stored = result.files[0];
  if (stored) return { key, name, stored: true, message: null, photoId: stored.id };
  const refused = result.rejected[0];
  return { key, name, stored: false, message: refused?.message ?? `${name} could not be saved. Please try again.`, photoId: null };
}
