/**
 * Sign-up abandonment: a visitor who leaves sign-up after typing an e-mail, without completing it,
 * is reported once per visit with what they typed.
 */
import type { SignupMethod } from '@bela/contracts/common';

export interface SignupDraft {
  method: SignupMethod;
  email: string;
  displayName: string;
}

export interface AbandonmentWatch {
  /** The form's current values. */
  update: (draft: SignupDraft) => void;
  /** The sign-up went through: nothing is abandoned any more. */
  complete: () => void;
  /** The visitor is leaving sign-up; reports the draft when it holds an e-mail. */
  leave: (send: (draft: SignupDraft) => void) => void;
}

export function createAbandonmentWatch(): AbandonmentWatch {
  let draft: SignupDraft | null = null;
  let settled = false;

  return {
    update(next) {
      draft = next;
    },
    complete() {
      settled = true;
    },
    leave(send) {
      const email = draft?.email.trim();
      if (settled || !draft || !email) return;
      settled = true;
      send({ ...draft, email, displayName: draft.displayName.trim() });
    },
  };
}
