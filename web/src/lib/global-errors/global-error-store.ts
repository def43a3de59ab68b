/**
 * The global error dialog's state: fed by the window listeners (`global-error-listener.ts`), read by
 * the dialog (`components/overlays`).
 */
import { create } from 'zustand';
import type { ClassifiedError } from './classify-global-error';
import { dismissError, initialErrorDialogState, offerError, type ErrorDialogState } from './error-dialog-queue';

interface GlobalErrorStore extends ErrorDialogState {
  report: (error: ClassifiedError) => void;
  dismiss: () => void;
}

export const useGlobalErrorStore = create<GlobalErrorStore>()((set) => ({
  ...initialErrorDialogState,
  report: (error) => set((state) => offerError(state, error, Date.now())),
  dismiss: () => set((state) => dismissError(state, Date.now())),
}));
