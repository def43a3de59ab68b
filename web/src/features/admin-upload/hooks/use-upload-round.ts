import { useShallow } from 'zustand/react/shallow';
import { useUploadPhotos } from '../api/upload-photos';
import { useUploadStore } from '../stores/upload-store';

/**
 * Starts an upload of the selection: the store opens the round (or says why it cannot), the
 * mutation sends it and reports to the store as answers arrive. The round's end is reported from
 * the mutation's promise, which settles even if the page has been left meanwhile.
 */
export function useUploadRound(signedIn: boolean): () => Promise<void> {
  const { begin, progressed, answered, finished, failed } = useUploadStore(
    useShallow(({ begin, progressed, answered, finished, failed }) => ({ begin, progressed, answered, finished, failed })),
  );
  const { mutateAsync } = useUploadPhotos();

  return async () => {
    const round = begin(signedIn);
    if (!round) return;
    try {
      await mutateAsync({ items: round.images, signal: round.signal, onProgress: progressed, onAnswered: answered });
      finished();
    } catch (error) {
      failed(error);
    }
  };
}
