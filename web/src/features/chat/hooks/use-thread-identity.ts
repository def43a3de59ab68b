/**
 * Which thread is shown: a key that changes whenever another thread is shown (the scroll position
 * and the turn in flight belong to it), and the greeting of a new chat. The address decides the
 * conversation; a new chat that the server has just named keeps its thread (`adopt`), greeting
 * and all, while the address catches up.
 */
import { useCallback, useState } from 'react';
import { keepOpeningLine, openingLineOf, pickGreeting } from '../utils/greetings';

interface Identity {
  key: number;
  /** The conversation of the address it was shown for (null: a new chat). */
  addressed: string | null;
  /** The conversation a new chat's first reply created, until the address names it. */
  created: string | null;
  /** The opening line of a thread started as a new chat, or kept for the conversation on this device; null otherwise. */
  greeting: string | null;
}

const shownFor = (addressed: string | null, key: number, lastGreeting: string | null): Identity => ({
  key,
  addressed,
  created: null,
  // Two new chats in a row do not open with the same line; a chat started here opens with its own line again after a reload.
  greeting: addressed === null ? pickGreeting(Math.random, lastGreeting ?? undefined) : openingLineOf(addressed),
});

export interface ThreadIdentity {
  key: number;
  /** The conversation shown (null: a new chat not yet named by the server). */
  conversationId: string | null;
  greeting: string | null;
  /** New Chat while a new chat is shown: a fresh one. */
  restart: () => void;
  /** The new chat's first reply named its conversation: the address follows, the thread stays. */
  adopt: (conversationId: string) => void;
}

export function useThreadIdentity(addressed: string | null): ThreadIdentity {
  const [identity, setIdentity] = useState<Identity>(() => shownFor(addressed, 0, null));
  let shown = identity;
  if (addressed !== identity.addressed) {
    // The address caught up with the conversation this thread created: the same thread. Any other
    // address: another thread, from this render on.
    shown =
      addressed !== null && addressed === identity.created
        ? { ...identity, addressed, created: null }
        : shownFor(addressed, identity.key + 1, identity.greeting);
    setIdentity(shown);
  }
  const restart = useCallback(() => setIdentity((current) => shownFor(null, current.key + 1, current.greeting)), []);
  const adopt = useCallback((created: string) => {
    setIdentity((current) => {
      if (current.addressed !== null) return current;
      if (current.greeting !== null) keepOpeningLine(created, current.greeting);
      return { ...current, created };
    });
  }, []);
  return { key: shown.key, conversationId: shown.created ?? shown.addressed, greeting: shown.greeting, restart, adopt };
}
