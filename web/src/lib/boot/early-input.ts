/**
 * What a visitor does on a prerendered page before the app has taken it over (the app's code is
 * fetched once the page has painted, `main.tsx`). Until then the page is plain HTML: a form would be
 * sent by the browser itself, a button would do nothing, and the app would not know what was typed.
 * So, from the moment the page's entry runs, sends and button presses are held; once the page is
 * hydrated (`releaseEarlyInput`), what was typed or ticked is announced to the app as if typed
 * then, and the held presses and sends are made again.
 *
 * A part of the page whose code comes later still (the landing's login area) stays plain HTML after
 * the page is hydrated: what happens inside it is held on until that part is ready
 * (`holdInputUntilReady`). The listeners sit on the page's root and are added before React's own,
 * so they see a press first; React, finding the press aimed at a part it has not hydrated, would
 * stop it there.
 */

type Field = HTMLInputElement | HTMLTextAreaElement;

interface Held {
  root: HTMLElement;
  /** Held until the page is hydrated: presses and sends anywhere in it. */
  page: boolean;
  /** Parts of the page still waiting for their code: presses and sends inside them are held. */
  parts: Set<HTMLElement>;
  presses: HTMLElement[];
  sends: HTMLFormElement[];
  /** Ends the hold whatever is still waiting: set while the page is held or a press is held for a part. */
  limit?: ReturnType<typeof setTimeout>;
  stop: () => void;
}

let held: Held | null = null;

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * However the start goes (a page that never shows, code that never comes), presses are held no
 * longer than this: after it the page behaves as plain HTML again rather than ignoring them.
 */
const MAX_HOLD_MS = 15_000;

function isHeldAt(state: Held, target: EventTarget | null): boolean {
  if (!(target instanceof Node) || !state.root.contains(target)) return false;
  if (state.page) return true;
  for (const part of state.parts) if (part.contains(target)) return true;
  return false;
}

/** Starts holding sends and button presses inside `root`. */
export function holdEarlyInput(root: HTMLElement): void {
  const state: Held = {
    root,
    page: true,
    parts: new Set(),
    presses: [],
    sends: [],
    stop: () => {
      clearTimeout(state.limit);
      root.removeEventListener('submit', onSubmit, true);
      root.removeEventListener('click', onClick, true);
    },
  };
  // The limit runs from the page's start, and for a part from the first press held for it.
  const startLimit = () => {
    state.limit ??= setTimeout(releaseEverything, MAX_HOLD_MS);
  };
  const hold = (event: Event) => {
    event.preventDefault();
    // Not only further propagation: React's listener on this same root must not see it either.
    event.stopImmediatePropagation();
    startLimit();
  };
  function onSubmit(event: Event) {
    if (!isHeldAt(state, event.target)) return;
    hold(event);
    const form = event.target as HTMLFormElement;
    if (!state.sends.includes(form)) state.sends.push(form);
  }
  function onClick(event: MouseEvent) {
    const button = (event.target as Element | null)?.closest('button');
    // A submit button's press arrives as the form's send; links navigate by themselves.
    if (!button || button.type === 'submit' || !isHeldAt(state, button)) return;
    hold(event);
    state.presses.push(button);
  }
  root.addEventListener('submit', onSubmit, true);
  root.addEventListener('click', onClick, true);
  startLimit();
  held = state;
}

/**
 * Tells the app about a field the visitor changed before it took over. The app, having hydrated
 * the page, takes the field's current content as the one it rendered, so the change is replayed:
 * the field is set back to what the page was rendered with through the element (which the app
 * watches), then to the visitor's content through the prototype's setter (which it does not), and
 * an input event announces it.
 */
function announce(field: Field): void {
  if (isToggle(field)) {
    if (field.checked === field.defaultChecked) return;
    const wanted = field.checked;
    field.checked = !wanted;
    field.click();
    return;
  }
  if (field.value === field.defaultValue) return;
  const wanted = field.value;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, wanted);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Hands over what is no longer held: the changed fields of `scope` (outside any part still
 * waiting) are announced, then the presses and sends no longer held are made again.
 */
function handOver(state: Held, scope: HTMLElement): void {
  scope.querySelectorAll<Field>('input, textarea').forEach((field) => {
    if (!isHeldAt(state, field)) announce(field);
  });
  const presses = state.presses.filter((button) => !isHeldAt(state, button));
  const sends = state.sends.filter((form) => !isHeldAt(state, form));
  state.presses = state.presses.filter((button) => !presses.includes(button));
  state.sends = state.sends.filter((form) => !sends.includes(form));
  if (!state.page && state.parts.size === 0) {
    state.stop();
    if (held === state) held = null;
  }
  // Once the app has taken in the fields (it renders their updates in a task of its own).
  setTimeout(() => {
    for (const button of presses) if (button.isConnected) button.click();
    for (const form of sends) if (form.isConnected) form.requestSubmit();
  }, 0);
}

/** The page is the app's now (parts still waiting for their code aside): hands over what was held. */
export function releaseEarlyInput(): void {
  if (!held?.page) return;
  const state = held;
  state.page = false;
  clearTimeout(state.limit);
  // Presses already held for a part that is still waiting keep a limit of their own.
  state.limit = undefined;
  handOver(state, state.root);
  if (state.presses.length || state.sends.length) state.limit = setTimeout(releaseEverything, MAX_HOLD_MS);
}

/**
 * Keeps holding presses and sends inside `part` after the page is the app's, until the returned
 * function is called (the part's code has come and it is hydrated). Does nothing when nothing is
 * held any longer: the part then renders afresh with its code, as a part of the app.
 */
export function holdInputUntilReady(part: HTMLElement): () => void {
  const state = held;
  if (!state?.page) return () => undefined;
  state.parts.add(part);
  return () => {
    if (!state.parts.delete(part)) return;
    handOver(state, part);
  };
}

function releaseEverything(): void {
  if (!held) return;
  held.page = false;
  held.parts.clear();
  handOver(held, held.root);
}
