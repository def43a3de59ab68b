/**
 * Owner of `users/{uid}/photoMoments/state`: what Bela's photo moments in chat (issue 42) must
 * remember of a member. The ids of the photos sent since the last full round (at most the number
 * of shareable photos, SHAREABLE_MAX: bounded), when the last unasked one was sent, and the
 * conversations where a crisis card was shown (the newest CRISIS_KEPT: bounded), and the member's
 * last click on a locked photo. It is written only when a photo is shared, a crisis card is shown
 * (once a turn at most) or a locked photo is clicked (not twice within a second): about a write a
 * second per member at most.
 */
import type { DocStore, Transaction } from '../ports/doc-store';
import { SHAREABLE_MAX } from './photos';
import { userPath } from './users';

/** How many conversations with a crisis card the state keeps. */
export const CRISIS_KEPT = 50;
/** Unasked photos are at most one in this long. */
export const UNASKED_EVERY_MS = 24 * 60 * 60 * 1000;
/** A subscription this soon after an upgrade click on a shared photo counts for photo moments (the Business tab). */
export const UPGRADE_CLICK_COUNTS_MS = 24 * 60 * 60 * 1000;

export interface MomentState {
  sent: string[];
  unaskedAt: Date | null;
  crisisIn: string[];
  /** The member's last click on a locked photo in chat. */
  upgradeClickAt: Date | null;
}

interface MomentRecord {
  sent?: string[];
  unaskedAt?: Date | null;
  crisisIn?: string[];
  upgradeClickAt?: Date | null;
  [key: string]: unknown;
}

const statePath = (uid: string) => `${userPath(uid)}/photoMoments/state`;

const readState = (data: MomentRecord | undefined): MomentState => ({
  sent: Array.isArray(data?.sent) ? data.sent.filter((id): id is string => typeof id === 'string') : [],
  unaskedAt: data?.unaskedAt instanceof Date ? data.unaskedAt : null,
  crisisIn: Array.isArray(data?.crisisIn) ? data.crisisIn.filter((id): id is string => typeof id === 'string') : [],
  upgradeClickAt: data?.upgradeClickAt instanceof Date ? data.upgradeClickAt : null,
});

/** The state as written back (every field kept). */
const written = (state: MomentState) => ({ sent: state.sent, unaskedAt: state.unaskedAt, crisisIn: state.crisisIn, upgradeClickAt: state.upgradeClickAt });

export class PhotoMomentStore {
  constructor(private readonly docs: DocStore) {}

  async state(uid: string): Promise<MomentState> {
    return readState((await this.docs.get<MomentRecord>(statePath(uid)))?.data);
  }

  /**
   * Picks and records a photo in one transaction, so two turns at once can neither both send an
   * unasked photo within a day nor send the same photo twice in a round. `pick` chooses from the
   * state as read (null: nothing is sent, nothing written).
   */
  async share(
    uid: string,
    at: Date,
    unasked: boolean,
    pick: (state: MomentState) => string | null,
    shareableIds: string[],
    counted?: (tx: Transaction) => void,
  ): Promise<string | null> {
    return this.docs.transaction(async (tx) => {
      const state = readState((await tx.get<MomentRecord>(statePath(uid)))?.data);
      if (unasked && state.unaskedAt && at.getTime() - state.unaskedAt.getTime() < UNASKED_EVERY_MS) return null;
      const id = pick(state);
      if (!id) return null;
      const stillShareable = new Set(shareableIds);
      const round = state.sent.filter((sent) => stillShareable.has(sent) && sent !== id);
      // A full round sent: the next one starts with this photo.
      const sent = round.length + 1 >= stillShareable.size ? [id] : [...round, id];
      tx.set(statePath(uid), written({ ...state, sent: sent.slice(-SHAREABLE_MAX), unaskedAt: unasked ? at : state.unaskedAt }));
      counted?.(tx);
      return id;
    });
  }

  /** Remembers that a crisis card was shown in the conversation (no photo there afterwards). */
  async crisisShown(uid: string, conversationId: string): Promise<void> {
    await this.docs.transaction(async (tx) => {
      const state = readState((await tx.get<MomentRecord>(statePath(uid)))?.data);
      if (state.crisisIn.includes(conversationId)) return;
      tx.set(statePath(uid), written({ ...state, crisisIn: [...state.crisisIn, conversationId].slice(-CRISIS_KEPT) }));
    });
  }

  /** Remembers the member's click on a locked photo (at most one write a second: a click within it is not written again). */
  async upgradeClicked(uid: string, at: Date): Promise<boolean> {
    return this.docs.transaction(async (tx) => {
      const state = readState((await tx.get<MomentRecord>(statePath(uid)))?.data);
      if (state.upgradeClickAt && at.getTime() - state.upgradeClickAt.getTime() < 1000) return false;
      tx.set(statePath(uid), written({ ...state, upgradeClickAt: at }));
      return true;
    });
  }

  async deleteAllOf(uid: string): Promise<void> {
    await this.docs.delete(statePath(uid));
  }
}
