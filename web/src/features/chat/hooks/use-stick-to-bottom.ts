/**
 * Kept by hand rather than replaced by the `use-stick-to-bottom` package (1.1.6), whose source was
 * read for this: its ResizeObserver watches the content only, never the scrolling box, so a banner
 * that appears above the thread (the gallery banner arrives with the user info, after a thread
 * opened from its address) shrinks the box without any event and pushes the newest message out of
 * view; and it does not move the scroll position when older messages are put above, leaving that to
 * the browser's scroll anchoring (which the thread turns off: `overflow-anchor: none`, and Safari
 * lacks). Both are behaviours of the chat this hook keeps. The first was measured: before this hook
 * followed the box too, the newest message was 32% in view once the banner had arrived; the journey
 * `tests/e2e/chat-by-address.spec.ts` checks it is wholly in view.
 *
 * Scroll behaviour of the thread: follow the newest message while the reader is at the bottom;
 * once they scroll up, stay put and report unseen content (for the 'New messages' button); keep
 * the visible messages in place when older ones are put above them; ask for older messages when
 * the reader nears the top.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Within this many pixels of the bottom counts as "at the bottom". */
const STICK_PX = 72;
/** Within this many pixels of the top, older messages are requested. */
const LOAD_EARLIER_PX = 240;

interface StickToBottomOptions {
  /** Changes when another thread is shown: jump to its bottom. */
  threadKey: number;
  /** Id of the first message: when it changes while the last stays, older messages were prepended. */
  firstId: string | undefined;
  /** Id of the last message: a new one at the end. */
  lastId: string | undefined;
  /** The last message is the user's own (just sent): always scroll to it. */
  lastIsOwn: boolean;
  /** Called when the reader is near the top. */
  onNearTop: () => void;
}

export interface StickToBottom {
  scrollRef: RefObject<HTMLDivElement | null>;
  contentRef: RefObject<HTMLDivElement | null>;
  /** Content arrived below the viewport while the reader was scrolled up. */
  hasUnseen: boolean;
  /** The reader is scrolled away from the bottom. */
  isAway: boolean;
  scrollToBottom: (smooth?: boolean) => void;
}

export function useStickToBottom({ threadKey, firstId, lastId, lastIsOwn, onNearTop }: StickToBottomOptions): StickToBottom {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const stuck = useRef(true);
  /** Distance from the bottom, kept up to date on every scroll (restores the position after a prepend). */
  const fromBottom = useRef(0);
  const previous = useRef<{ threadKey: number; firstId?: string; lastId?: string }>({ threadKey });
  const onNearTopRef = useRef(onNearTop);
  const [hasUnseen, setHasUnseen] = useState(false);
  const [isAway, setIsAway] = useState(false);

  useEffect(() => {
    onNearTopRef.current = onNearTop;
  }, [onNearTop]);

  const scrollToBottom = useCallback((smooth = false) => {
    const element = scrollRef.current;
    if (!element) return;
    stuck.current = true;
    fromBottom.current = 0;
    setHasUnseen(false);
    setIsAway(false);
    element.scrollTo({ top: element.scrollHeight, behavior: smooth ? 'smooth' : 'auto' });
  }, []);

  // After the DOM changed, before paint: place the scroll position.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    const before = previous.current;
    previous.current = { threadKey, firstId, lastId };
    if (!element) return;
    if (before.threadKey !== threadKey) {
      stuck.current = true;
      setHasUnseen(false);
      setIsAway(false);
      element.scrollTop = element.scrollHeight;
      return;
    }
    const prepended = before.firstId !== undefined && firstId !== before.firstId && lastId === before.lastId;
    if (prepended && !stuck.current) {
      element.scrollTop = element.scrollHeight - element.clientHeight - fromBottom.current;
      return;
    }
    if (lastId !== before.lastId && lastIsOwn) stuck.current = true;
    if (stuck.current) element.scrollTop = element.scrollHeight;
    else if (lastId !== before.lastId && lastId !== undefined) setHasUnseen(true);
  }, [threadKey, firstId, lastId, lastIsOwn]);

  // Content that grows without a new message (a streamed reply, an image loading), and a thread
  // that gets shorter (a banner or notice appearing above or below it, a phone's keyboard): keep
  // the newest message in view.
  useEffect(() => {
    const element = scrollRef.current;
    const content = contentRef.current;
    if (!element || !content || typeof ResizeObserver === 'undefined') return;
    let lastHeight = content.offsetHeight;
    const observer = new ResizeObserver(() => {
      const height = content.offsetHeight;
      const grew = height > lastHeight;
      lastHeight = height;
      if (stuck.current) {
        element.scrollTop = element.scrollHeight;
        return;
      }
      // Grown below the viewport (not above it, where a prepend keeps the distance to the bottom).
      const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
      if (grew && distance > fromBottom.current + 4) setHasUnseen(true);
    });
    observer.observe(content);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const onScroll = () => {
      const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
      fromBottom.current = Math.max(0, distance);
      const atBottom = distance <= STICK_PX;
      stuck.current = atBottom;
      setIsAway(!atBottom);
      if (atBottom) setHasUnseen(false);
      if (element.scrollTop <= LOAD_EARLIER_PX) onNearTopRef.current();
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, []);

  return { scrollRef, contentRef, hasUnseen, isAway, scrollToBottom };
}
