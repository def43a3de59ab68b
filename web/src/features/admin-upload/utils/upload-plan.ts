/**
 * How a selection travels: one request per image. Cloud Functions cap a request at 32 MB and ten
 * images may weigh 100 MB, so the selection must be split anyway; one image a request also ties
 * each answer to its image (the server renames files), and a failure loses one image, not a batch.
 */

/** Of each request, the share of the bar its sending fills; the answer (after processing) fills the rest. */
const SEND_SHARE = 0.85;

export interface UploadRequestPlan<T> {
  items: T[];
  /** The request's weight on the progress bar. */
  bytes: number;
}

export function planUploadRequests<T extends { size: number }>(items: readonly T[]): UploadRequestPlan<T>[] {
  return items.map((item) => ({ items: [item], bytes: Math.max(item.size, 1) }));
}

/**
 * The whole upload's progress, 0 to 100, from the requests answered so far and the share of the
 * current request's body sent. It reaches 100 only once the last answer is in.
 */
export function uploadPercent(weights: readonly number[], answered: number, sentFraction = 0): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return 0;
  const done = weights.slice(0, answered).reduce((sum, weight) => sum + weight, 0);
  const current = answered < weights.length ? (weights[answered] ?? 0) * SEND_SHARE * Math.min(Math.max(sentFraction, 0), 1) : 0;
  return Math.min(100, Math.floor(((done + current) / total) * 100));
}

/** Where a round of uploads stands, as its one progress bar tells it. */
export interface UploadProgress {
  percent: number;
  /** The image being sent or processed, from 1. */
  current: number;
  count: number;
  stage: 'sending' | 'processing' | 'finished';
}

/**
 * The bar of a round whose requests weigh `weights`, `answered` of them answered and `sentFraction`
 * of the next one's body sent; once every request is answered, the round has finished.
 */
export function roundProgress(weights: readonly number[], answered: number, sentFraction = 0): UploadProgress {
  const count = weights.length;
  if (answered >= count) return { percent: 100, current: count, count, stage: 'finished' };
  return {
    percent: uploadPercent(weights, answered, sentFraction),
    current: answered + 1,
    count,
    stage: sentFraction >= 1 ? 'processing' : 'sending',
  };
}
