/**
 * The emulator's stand-in for Google's account chooser. `requestEmulatorGoogleAccount()` opens the
 * "Sign in with Google (emulator)" dialog (rendered by `GoogleEmulatorDialog`) and settles with the
 * account entered, or rejects with `GoogleSignInCancelledError` when the dialog is cancelled.
 */
import { create } from 'zustand';
import { GoogleSignInCancelledError } from '../utils/auth-errors';
import type { EmulatorGoogleAccount } from '../utils/emulator-google';

const REMEMBERED_KEY = 'bela.emulatorGoogleAccount';

export interface EmulatorAccountRequest {
  id: number;
  suggestion: EmulatorGoogleAccount;
}

interface Settle {
  resolve: (account: EmulatorGoogleAccount) => void;
  reject: (error: Error) => void;
}

interface EmulatorAccountState {
  /** The latest request; kept after the dialog closes so its content stays during the exit. */
  request: EmulatorAccountRequest | null;
  open: boolean;
  /** Settles the sign-in waiting for the dialog, while one waits. */
  settle: Settle | null;
}

export const useEmulatorAccountStore = create<EmulatorAccountState>()(() => ({ request: null, open: false, settle: null }));

/** Settles the waiting sign-in (if any) and closes the dialog. */
function finish(outcome: (settle: Settle) => void): void {
  const { settle } = useEmulatorAccountStore.getState();
  if (settle) outcome(settle);
  useEmulatorAccountStore.setState({ open: false, settle: null });
}

function remembered(): EmulatorGoogleAccount | null {
  try {
    const value = JSON.parse(localStorage.getItem(REMEMBERED_KEY) ?? 'null') as Partial<EmulatorGoogleAccount> | null;
    if (value && typeof value.email === 'string' && typeof value.name === 'string') return { email: value.email, name: value.name };
  } catch {
    // Unreadable or unavailable storage: suggest a new account.
  }
  return null;
}

function suggestion(): EmulatorGoogleAccount {
  const previous = remembered();
  if (previous) return previous;
  const tag = Math.random().toString(36).slice(2, 6);
  return { email: `alex.morgan.${tag}@example.com`, name: 'Alex Morgan' };
}

/** Opens the emulator dialog and waits for the account to sign in with. */
export function requestEmulatorGoogleAccount(): Promise<EmulatorGoogleAccount> {
  useEmulatorAccountStore.getState().settle?.reject(new GoogleSignInCancelledError());
  return new Promise<EmulatorGoogleAccount>((resolve, reject) => {
    const id = (useEmulatorAccountStore.getState().request?.id ?? 0) + 1;
    useEmulatorAccountStore.setState({ request: { id, suggestion: suggestion() }, open: true, settle: { resolve, reject } });
  });
}

export function submitEmulatorGoogleAccount(account: EmulatorGoogleAccount): void {
  const clean = { email: account.email.trim(), name: account.name.trim() };
  try {
    localStorage.setItem(REMEMBERED_KEY, JSON.stringify(clean));
  } catch {
    // Remembering the account is a convenience only.
  }
  finish((settle) => settle.resolve(clean));
}

export function cancelEmulatorGoogleAccount(): void {
  finish((settle) => settle.reject(new GoogleSignInCancelledError()));
}

/** Cancels the sign-in waiting for the dialog, if the dialog is open. */
export function cancelOpenEmulatorGoogleAccount(): void {
  if (useEmulatorAccountStore.getState().open) cancelEmulatorGoogleAccount();
}
