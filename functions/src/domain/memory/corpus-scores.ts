/**
 * The two figures a detector's corpus reports (the secrets and the instruction corpora), rounded to
 * three places: of what it flagged, how much it should have (precision); of what it should have
 * flagged, how much it did (recall).
 */
const round = (value: number) => Math.round(value * 1000) / 1000;

export function precisionAndRecall(caught: number, wronglyFlagged: number, shouldFlag: number): { precision: number; recall: number } {
  return { precision: round(caught / Math.max(1, caught + wronglyFlagged)), recall: round(caught / Math.max(1, shouldFlag)) };
}
