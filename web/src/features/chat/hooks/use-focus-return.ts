/**
 * Where the keyboard focus goes when a change of the latest exchange takes away the control that
 * had it (issue 40): Save of an edit closes the form, Regenerate and the edit's turn hide the
 * controls while Bela writes, an arrow becomes disabled at the first or last version. A browser then
 * leaves the focus on the page (`<body>`), and a keyboard or screen-reader member starts again from
 * the top. The control asks for its focus back (`returnFocus`, the labels of the buttons it would
 * like, in order); after each render of the thread, a focus found lost goes to the first of them
 * shown and enabled, or, while Bela writes, to Stop (the turn's one control), or to the thread itself.
 * The wish ends once granted outside a turn, when the member points anywhere, or when the focus goes
 * somewhere else by itself.
 */
import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';

export interface FocusWish {
  /** The accessible names of the buttons to focus, the first shown and enabled one wins. */
  labels: readonly string[];
}

/** The turn's one control while Bela writes (the composer's Stop). */
const STOP_SELECTOR = 'button[aria-label="Stop"]';

const isLost = (active: Element | null) =>
  active === null || active === document.body || !active.isConnected || (active instanceof HTMLButtonElement && active.disabled);

const usable = (element: HTMLElement | null | undefined): element is HTMLElement =>
  Boolean(element) && !(element instanceof HTMLButtonElement && element.disabled) && element!.getAttribute('aria-disabled') !== 'true';

function findButton(scroller: HTMLElement, label: string): HTMLElement | undefined {
  const matches = [...scroller.querySelectorAll<HTMLElement>('button[aria-label]')].filter((button) => button.getAttribute('aria-label') === label);
  return matches.reverse().find(usable);
}

export interface FocusReturn {
  /** The wish, and the check the thread registers (run after each of its renders). */
  wishRef: { current: FocusWish | null };
  checkRef: { current: (() => void) | null };
  /** A control asks for the focus back: checked now (after this event's render) and after each render of the thread. */
  returnFocus: (next: FocusWish) => void;
}

/** The wish shared by the thread's controls (kept by the turn provider). */
export function useFocusWish(): FocusReturn {
  const wishRef = useRef<FocusWish | null>(null);
  const checkRef = useRef<(() => void) | null>(null);
  const returnFocus = useCallback((next: FocusWish) => {
    wishRef.current = next;
    setTimeout(() => checkRef.current?.(), 0);
  }, []);
  return useMemo(() => ({ wishRef, checkRef, returnFocus }), [returnFocus]);
}

/**
 * After every render of the thread: a lost focus goes where the wish says. `sending`: a turn runs
 * (Stop is shown), `threadKey` the thread shown (another thread drops the wish).
 */
export function useRestoreFocus({ wishRef, checkRef }: FocusReturn, scrollRef: RefObject<HTMLElement | null>, sending: boolean, threadKey: number) {
  const placed = useRef<Element | null>(null);
  const sendingNow = useRef(sending);

  useEffect(() => {
    wishRef.current = null;
  }, [threadKey, wishRef]);

  useEffect(() => {
    const drop = () => {
      wishRef.current = null;
    };
    const wishedFor = (element: Element) => wishRef.current?.labels.includes(element.getAttribute('aria-label') ?? '') ?? false;
    // The focus moved by the member (Tab, a click elsewhere) ends the wish; our own moves do not.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target !== placed.current && !(event.target instanceof Element && wishedFor(event.target))) drop();
    };
    document.addEventListener('pointerdown', drop, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', drop, true);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [wishRef]);

  useEffect(() => {
    checkRef.current = () => {
      const current = wishRef.current;
      const scroller = scrollRef.current;
      if (!current || !scroller || !isLost(document.activeElement)) return;
      const place = (element: HTMLElement) => {
        placed.current = element;
        element.focus({ preventScroll: true });
      };
      for (const label of current.labels) {
        const button = findButton(scroller, label);
        if (button) {
          place(button);
          if (!sendingNow.current) wishRef.current = null;
          return;
        }
      }
      const stop = document.querySelector<HTMLElement>(STOP_SELECTOR);
      if (sendingNow.current && usable(stop)) place(stop);
      else place(scroller);
    };
    return () => {
      checkRef.current = null;
    };
  }, [checkRef, wishRef, scrollRef]);

  useEffect(() => {
    sendingNow.current = sending;
    checkRef.current?.();
  });
}
