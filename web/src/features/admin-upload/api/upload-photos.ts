/**
 * An upload round: the selected images sent one request each (`upload-plan.ts`), with one progress
 * bar over all of them and what became of each image reported as its answer arrives.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { photosAddedOrRemoved } from '../../../resources/photos/mutations';
import { outcomeOf, type UploadOutcome } from '../utils/upload-outcome';
import { planUploadRequests, roundProgress, type UploadProgress } from '../utils/upload-plan';
import { sendUploadRequest } from './send-upload-request';

export interface UploadItem {
  /** The selection entry it comes from. */
  key: string;
  file: File;
  /** The title the admin gave it (issue 42). */
  title?: string;
}

export interface UploadRound {
  items: readonly UploadItem[];
  /** Cancels the request under way; the round then fails with 'Upload cancelled...'. */
  signal: AbortSignal;
  onProgress: (progress: UploadProgress) => void;
  /** The server has answered for these images (stored or refused). */
  onAnswered: (outcomes: UploadOutcome[]) => void;
}

/** Resolves with every image's outcome; rejects (an `UploadError` as a rule) at the first request that fails. */
export async function uploadPhotos({ items, signal, onProgress, onAnswered }: UploadRound): Promise<UploadOutcome[]> {
  const plan = planUploadRequests(items.map((item) => ({ item, size: item.file.size })));
  const weights = plan.map((request) => request.bytes);
  const outcomes: UploadOutcome[] = [];
  onProgress(roundProgress(weights, 0));
  for (const [index, request] of plan.entries()) {
    const sent = request.items.map(({ item }) => item);
    const result = await sendUploadRequest(
      sent.map((item) => item.file),
      { signal, onProgress: (fraction) => onProgress(roundProgress(weights, index, fraction)), titles: sent.map((item) => item.title?.trim() || null) },
    );
    const answered = sent.map((item) => outcomeOf(item.key, item.file.name, result));
    outcomes.push(...answered);
    onAnswered(answered);
    onProgress(roundProgress(weights, index + 1));
  }
  return outcomes;
}

export function useUploadPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhotos,
    // A round that stopped part way may have added images before it did: the lists reload either way.
    onSettled: () => void photosAddedOrRemoved(queryClient),
  });
}
