/**
 * The client-side rules of SPEC section 5 "Image upload", in its order: a full selection takes
 * nothing more; each file must be at most 10 MB and a JPEG, PNG, WebP or GIF; what does not fit in
 * the 10 places is cut. The server checks every file again by its bytes.
 */
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@bela/contracts/constants';
import { selectionMessages } from './upload-messages';

/** The part of a File the rules read. */
export interface CandidateFile {
  name: string;
  size: number;
  type: string;
  lastModified: number;
}

const ALLOWED_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif']);
const ALLOWED_EXTENSIONS = /\.(jpe?g|png|webp|gif)$/i;

/** The `accept` of the file input. */
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

/** By the browser's MIME type; by the extension only when the browser gives none. */
export function isAllowedImageType(file: Pick<CandidateFile, 'name' | 'type'>): boolean {
  return file.type ? ALLOWED_TYPES.has(file.type.toLowerCase()) : ALLOWED_EXTENSIONS.test(file.name);
}

const sameFile = (a: CandidateFile, b: CandidateFile) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

export interface SelectionCheck<T> {
  /** The files to add, in the order given. */
  accepted: T[];
  /** Why others were left out, in the order found. */
  messages: string[];
}

export function checkNewFiles<T extends CandidateFile>(selected: readonly CandidateFile[], incoming: readonly T[]): SelectionCheck<T> {
  if (incoming.length === 0) return { accepted: [], messages: [] };
  if (selected.length >= UPLOAD_MAX_FILES) return { accepted: [], messages: [selectionMessages.selectionFull] };

  const messages: string[] = [];
  const valid: T[] = [];
  for (const file of incoming) {
    if (file.size > UPLOAD_MAX_BYTES) messages.push(selectionMessages.tooLarge(file.name));
    else if (!isAllowedImageType(file)) messages.push(selectionMessages.invalidType(file.name));
    else if ([...selected, ...valid].some((other) => sameFile(other, file))) messages.push(selectionMessages.alreadySelected(file.name));
    else valid.push(file);
  }

  const slots = UPLOAD_MAX_FILES - selected.length;
  if (valid.length > slots) {
    messages.push(selectionMessages.onlyMore(slots));
    return { accepted: valid.slice(0, slots), messages };
  }
  return { accepted: valid, messages };
}

/** What stops an upload before it starts, or null. */
export function checkBeforeUpload(selectedCount: number, signedIn: boolean): string | null {
  if (selectedCount === 0) return selectionMessages.noneSelected;
  if (!signedIn) return selectionMessages.signInRequired;
  return null;
}
