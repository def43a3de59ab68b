/**
 * Choosing another alternative of Bela's latest reply, or another version of the member's latest
 * message (POST /ai/chat/choose), for the conversation shown: one choice at a time, whichever
 * control (the arrows under a message, or the composer's Left/Right keys) asked for it. The screen
 * reads which choice is under way and which one failed, with what to say.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useChooseReply } from '../api/choose-reply';
import type { DisplayMessage } from '../utils/display-message';
import { chooseRequest, type ChoiceNoun } from './turn-specs';

/** A choice, by the message it was made on and the control that made it. */
export interface ChoiceOf {
  messageId: string;
  noun: ChoiceNoun;
}

export interface Choice {
  /** Shows the alternative (or version) `index` of `message`; false when ignored (another is under way). */
  choose: (message: DisplayMessage, noun: ChoiceNoun, index: number) => boolean;
  /** The choice under way, or null. */
  choosing: ChoiceOf | null;
  /** The latest choice in the thread shown, when it failed (and no turn ran since): what it says. */
  failed: (ChoiceOf & { error: string }) | null;
}

/** What a failed choice says: a refusal's own words, otherwise that it did not work. */
export function chooseFailure(error: unknown, noun: ChoiceNoun): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return `Couldn't show that ${noun}. Please try again.`;
}

/** The thread shown (`use-thread-identity.ts`) and whether a turn runs in it. */
export interface ChoiceScope {
  threadKey: number;
  sending: boolean;
}

export function useChoice(uid: string | null, conversationId: string | null, { threadKey, sending }: ChoiceScope): Choice {
  const { mutateAsync, isPending, variables } = useChooseReply(uid);
  const [failure, setFailure] = useState<(ChoiceOf & { threadKey: number; error: string }) | null>(null);
  // A failure is told in the thread it happened in, until a turn runs there (a new latest exchange).
  if (sending && failure) setFailure(null);
  // Set as the request goes, cleared when it settles: a second press in the same frame is ignored too.
  const busy = useRef(false);

  const choose = useCallback(
    (message: DisplayMessage, noun: ChoiceNoun, index: number) => {
      if (!conversationId || busy.current) return false;
      busy.current = true;
      setFailure(null);
      mutateAsync(chooseRequest(conversationId, message, noun, index))
        .catch((error: unknown) => setFailure({ threadKey, messageId: message.id, noun, error: chooseFailure(error, noun) }))
        .finally(() => {
          busy.current = false;
        });
      return true;
    },
    [conversationId, threadKey, mutateAsync],
  );

  const choosingId = isPending ? variables?.messageId : undefined;
  const choosingNoun: ChoiceNoun = variables?.alternative !== undefined ? 'reply' : 'version';
  const choosing = useMemo(() => (choosingId ? { messageId: choosingId, noun: choosingNoun } : null), [choosingId, choosingNoun]);
  const failed = failure && failure.threadKey === threadKey ? failure : null;
  return { choose, choosing, failed };
}
