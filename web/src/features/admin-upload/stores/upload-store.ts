/**
 * The upload screen: the selection (checked by the rules of SPEC section 5), then one request per
 * image with one progress bar over all of them. An image leaves the selection once the server has
 * answered for it; whatever a failure or a cancel interrupts stays selected for another try.
 */
import { create } from 'zustand';
import { sendUploadRequest } from '../api/send-upload-request';
import { checkBeforeUpload, checkNewFiles } from '../utils/check-selection';
import { UploadError, uploadErrorMessage } from '../utils/upload-answer';
import { outcomeOf, type UploadOutcome } from '../utils/upload-outcome';
import { planUploadRequests, uploadPercent } from '../utils/upload-plan';

export interface SelectedImage {
  key: string;
  file: File;
  /** An object URL for the thumbnail; revoked when the image leaves the selection. */
  previewUrl: string;
}

export type UploadPhase = 'idle' | 'uploading' | 'done' | 'failed';

export interface UploadProgress {
  percent: number;
  /** The image being sent or processed, from 1. */
  current: number;
  count: number;
  stage: 'sending' | 'processing' | 'finished';
}

interface UploadData {
  selection: SelectedImage[];
  /** Why files were not added, or why the upload did not start. */
  notices: string[];
  phase: UploadPhase;
  progress: UploadProgress | null;
  outcomes: UploadOutcome[];
  error: { message: string; cancelled: boolean } | null;
  controller: AbortController | null;
}

interface UploadState extends UploadData {
  addFiles: (files: readonly File[]) => void;
  remove: (key: string) => void;
  clearSelection: () => void;
  dismissNotices: () => void;
  /** Uploads the selection; resolves when every request has been answered or one has failed. */
  upload: (signedIn: boolean) => Promise<void>;
  cancel: () => void;
}

let nextKey = 0;
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

  addFiles: (files) => {
    if (get().phase === 'uploading') return;
    const { accepted, messages } = checkNewFiles(
      get().selection.map((image) => image.file),
      files,
    );
    const added = accepted.map((file) => ({ key: `image-${(nextKey += 1)}`, file, previewUrl: previewOf(file) }));
    // A new selection starts a new round: the last round's bar and messages go, its results stay.
    set((state) => ({ selection: [...state.selection, ...added], notices: messages, phase: 'idle', progress: null, error: null }));
  },

  remove: (key) => {
    if (get().phase === 'uploading') return;
    const image = get().selection.find((item) => item.key === key);
    if (image) release(image);
    set((state) => ({ selection: state.selection.filter((item) => item.key !== key), notices: [] }));
  },

  clearSelection: () => {
    if (get().phase === 'uploading') return;
    get().selection.forEach(release);
    set({ selection: [], notices: [] });
  },

  dismissNotices: () => set({ notices: [] }),

  upload: async (signedIn) => {
    if (get().phase === 'uploading') return;
    const refusal = checkBeforeUpload(get().selection.length, signedIn);
    if (refusal) {
      set({ notices: [refusal] });
      return;
    }
    const plan = planUploadRequests(get().selection.map((image) => ({ image, size: image.file.size })));
    const weights = plan.map((request) => request.bytes);
    const controller = new AbortController();
    const progress = (answered: number, sent: number): UploadProgress => ({
      percent: uploadPercent(weights, answered, sent),
      current: Math.min(answered + 1, plan.length),
      count: plan.length,
      stage: sent >= 1 ? 'processing' : 'sending',
    });
    set({ phase: 'uploading', notices: [], error: null, outcomes: [], controller, progress: progress(0, 0) });

    for (const [index, request] of plan.entries()) {
      const images = request.items.map((item) => item.image);
      try {
        const result = await sendUploadRequest(
          images.map((image) => image.file),
          { signal: controller.signal, onProgress: (sent) => set({ progress: progress(index, sent) }) },
        );
        const outcomes = images.map((image) => outcomeOf(image.key, image.file.name, result));
        images.forEach(release);
        const answered = new Set(images.map((image) => image.key));
        set((state) => ({
          outcomes: [...state.outcomes, ...outcomes],
          selection: state.selection.filter((item) => !answered.has(item.key)),
          progress: progress(index + 1, 0),
        }));
      } catch (error) {
        if (!(error instanceof UploadError)) console.warn('Upload failed', error);
        const cancelled = error instanceof UploadError && error.reason === 'aborted';
        set({ phase: 'failed', error: { message: uploadErrorMessage(error), cancelled }, controller: null });
        return;
      }
    }
    set({ phase: 'done', controller: null, progress: { percent: 100, current: plan.length, count: plan.length, stage: 'finished' } });
  },

  cancel: () => get().controller?.abort(),
}));
