/**
 * A conversation opened at one of its messages (a search hit: `/chat?c=<id>&message=<messageId>`):
 * the thread pages up until the message is loaded, scrolls it into view, focuses it and highlights
 * it for a few seconds; then the address forgets the message, so a reload opens the conversation as
 * usual. A message that cannot be found (deleted meanwhile) is forgotten once every page is loaded.
 */
import { useEffect, type RefObject } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The query parameter naming the message to open the conversation at. */
export const MESSAGE_PARAM = 'message';
export const FOCUS_HIGHLIGHT_MS = 4_000;
/** Messages loaded while looking for the message, at most (100 pages of 50). */
const MAX_LOADED = 5_000;
const MESSAGE_ID = /^[A-Za-z0-9_-]{1,128}$/;

interface MessageFocusOptions {
  conversationId: string | null;
  /** The thread's messages, oldest first. */
  messages: readonly { id: string }[];
  /** The conversation's newest page has loaded. */
  ready: boolean;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  earlierFailed: boolean;
  loadEarlier: () => void;
  /** The thread's scrolling box, holding a `[data-message-id]` element per message. */
  scrollRef: RefObject<HTMLElement | null>;
}

const rowOf = (scroller: HTMLElement | null, id: string) =>
  [...(scroller?.querySelectorAll<HTMLElement>('[data-message-id]') ?? [])].find((element) => element.dataset['messageId'] === id);

/** The id of the message highlighted now, or null. */
export function useMessageFocus({ conversationId, messages, ready, hasEarlier, loadingEarlier, earlierFailed, loadEarlier, scrollRef }: MessageFocusOptions): string | null {
  const [params, setParams] = useSearchParams();
  const asked = params.get(MESSAGE_PARAM);
  const target = conversationId !== null && asked !== null && MESSAGE_ID.test(asked) ? asked : null;
  const loaded = target !== null && messages.some((message) => message.id === target);
  const canLoadMore = hasEarlier && !earlierFailed && messages.length < MAX_LOADED;
  const notFound = target !== null && ready && !loaded && !canLoadMore;
  const highlighted = loaded ? target : null;

  // Not loaded yet: page up, one page at a time.
  useEffect(() => {
    if (target !== null && ready && !loaded && canLoadMore && !loadingEarlier) loadEarlier();
  }, [target, ready, loaded, canLoadMore, loadingEarlier, loadEarlier]);

  // Loaded: in view and focused (a screen reader reads it), until the highlight ends.
  useEffect(() => {
    if (highlighted === null && !notFound) return;
    if (highlighted !== null) {
      const row = rowOf(scrollRef.current, highlighted);
      row?.scrollIntoView?.({ block: 'center' });
      row?.focus({ preventScroll: true });
    }
    const forget = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(MESSAGE_PARAM);
          return next;
        },
        { replace: true },
      );
    const timer = setTimeout(forget, highlighted !== null ? FOCUS_HIGHLIGHT_MS : 0);
    return () => clearTimeout(timer);
  }, [highlighted, notFound, scrollRef, setParams]);

  return highlighted;
}
