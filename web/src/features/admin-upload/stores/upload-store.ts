/**
 * The upload screen's own state: the selection (checked by the rules of SPEC section 5), and the
 * round under way or last run (its progress, what became of each image, why it stopped). The
 * sending is `useUploadPhotos`' (api/upload-photos.ts); `useUploadRound` ties the two together.
 * An image leaves the selection once the server has answered for it; whatever a failure or a
 * cancel interrupts stays selected for another try.
 */
import { create } from 'zustand';
import { checkBeforeUpload, checkNewFiles } from '../utils/check-selection';
import { UploadError, uploadErrorMessage } from '../utils/upload-answer';
import type { UploadOutcome } from '../utils/upload-outcome';
import type { UploadProgress } from '../utils/upload-plan';

export interface SelectedImage {
  key: string;
  file: File;
  /** An object URL for the thumbnail; revoked when the image leaves the selection. */
  previewUrl: string;
  /** The title members will see (issue 42); empty: none yet. */
  title?: string;
}

export type UploadPhase = 'idle' | 'uploading' | 'done' | 'failed';

/** A round the store has started: the images to send and what cancels them. */
export interface StartedRound {
  images: SelectedImage[];
  signal: AbortSignal;
}

interface UploadData {
  selection: SelectedImage[];
  /** Why files were not added, or why the upload did not start. */
  notices: string[];
  phase: UploadPhase;
  progress: UploadProgress | null;
  /** What became of each image of the round, as the server answered. */
  outcomes: UploadOutcome[];
  error: { message: string; cancelled: boolean } | null;
  controller: AbortController | null;
  /** Numbers the selection's entries. */
  lastKey: number;
}

interface UploadState extends UploadData {
  addFiles: (files: readonly File[]) => void;
  remove: (key: string) => void;
  /** The title of one selected image. */
  setTitle: (key: string, title: string) => void;
  clearSelection: () => void;
  dismissNotices: () => void;
  /** Starts a round over the selection; null (and the reason among the notices) when it cannot start. */
  begin: (signedIn: boolean) => StartedRound | null;
  progressed: (progress: UploadProgress) => void;
  answered: (outcomes: UploadOutcome[]) => void;
  finished: () => void;
  failed: (error: unknown) => void;
  cancel: () => void;
}

const previewOf = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');
const release = (image: SelectedImage) => {
  if (image.previewUrl) URL.revokeObjectURL(image.previewUrl);
};

export const useUploadStore = create<UploadState>()((set, get) => ({
  selection: [],
  notices: [],
  phase: 'idle',
  progress: null,
  outcomes: [],
  error: null,
  controller: null,
  lastKey: 0,

  addFiles: (files) => {
    if (get().phase === 'uploading') return;
    const { accepted, messages } = checkNewFiles(
      get().selection.map((image) => image.file),
      files,
    );
    const first = get().lastKey + 1;
    const added = accepted.map((file, index) => ({ key: `image-${first + index}`, file, previewUrl: previewOf(file) }));
    // A new selection starts a new round: the last round's bar and messages go, its results stay.
    set((state) => ({
      selection: [...state.selection, ...added],
      lastKey: state.lastKey + added.length,
      notices: messages,
      phase: 'idle',
      progress: null,
      error: null,
    }));
  },

  remove: (key) => {
    if (get().phase === 'uploading') return;
    const image = get().selection.find((item) => item.key === key);
    if (image) release(image);
    set((state) => ({ selection: state.selection.filter((item) => item.key !== key), notices: [] }));
  },

  setTitle: (key, title) => {
    if (get().phase === 'uploading') return;
    set((state) => ({ selection: state.selection.map((item) => (item.key === key ? { ...item, title } : item)) }));
  },

  clearSelection: () => {
    if (get().phase === 'uploading') return;
    get().selection.forEach(release);
    set({ selection: [], notices: [] });
  },

  dismissNotices: () => set({ notices: [] }),

  begin: (signedIn) => {
    if (get().phase === 'uploading') return null;
    const refusal = checkBeforeUpload(get().selection.length, signedIn);
    if (refusal) {
      set({ notices: [refusal] });
      return null;
    }
    const controller = new AbortController();
    set({ phase: 'uploading', notices: [], error: null, outcomes: [], controller, progress: null });
    return { images: get().selection, signal: controller.signal };
  },

  progressed: (progress) => set({ progress }),

  answered: (outcomes) => {
    const answered = new Set(outcomes.map((outcome) => outcome.key));
    get().selection.filter((image) => answered.has(image.key)).forEach(release);
    set((state) => ({
      outcomes: [...state.outcomes, ...outcomes],
      selection: state.selection.filter((image) => !answered.has(image.key)),
    }));
  },

  finished: () => set({ phase: 'done', controller: null }),

  failed: (error) => {
    if (!(error instanceof UploadError)) console.warn('Upload failed', error);
    const cancelled = error instanceof UploadError && error.reason === 'aborted';
    set({ phase: 'failed', error: { message: uploadErrorMessage(error), cancelled }, controller: null });
  },

  cancel: () => get().controller?.abort(),
}));
