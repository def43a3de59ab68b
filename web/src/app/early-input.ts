/**
 * What a visitor does on a prerendered page before the app has taken it over (the app's code is
 * fetched once the page has painted, `main.tsx`). Until then the page is plain HTML: a form would be
 * sent by the browser itself, a button would do nothing, and the app would not know what was typed.
 * So, from the moment the page's entry runs, sends and button presses are held; once the page is
 * hydrated (`releaseEarlyInput`), what was typed or ticked is announced to the app as if typed
 * then, and the held presses and sends are made again.
 */

type Field = HTMLInputElement | HTMLTextAreaElement;

let held: { root: HTMLElement; presses: HTMLElement[]; sends: HTMLFormElement[]; stop: () => void } | null = null;

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * However the start goes (a page that never shows, code that never comes), presses are held no
 * longer than this: after it the page behaves as plain HTML again rather than ignoring them.
 */
const MAX_HOLD_MS = 15_000;

/** Starts holding sends and button presses inside `root`. */
export function holdEarlyInput(root: HTMLElement): void {
  const presses: HTMLElement[] = [];
  const sends: HTMLFormElement[] = [];
  const onSubmit = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    const form = event.target as HTMLFormElement;
    if (!sends.includes(form)) sends.push(form);
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest('button');
    // A submit button's press arrives as the form's send; links navigate by themselves.
    if (!button || button.type === 'submit' || !root.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    presses.push(button);
  };
  root.addEventListener('submit', onSubmit, true);
  root.addEventListener('click', onClick, true);
  const limit = setTimeout(releaseEarlyInput, MAX_HOLD_MS);
  held = {
    root,
    presses,
    sends,
    stop: () => {
      clearTimeout(limit);
      root.removeEventListener('submit', onSubmit, true);
      root.removeEventListener('click', onClick, true);
    },
  };
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

/** The page is the app's now: announces the changed fields, then makes the held presses and sends again. */
export function releaseEarlyInput(): void {
  if (!held) return;
  const { root, presses, sends, stop } = held;
  held = null;
  stop();
  root.querySelectorAll<Field>('input, textarea').forEach(announce);
  // Once the app has taken in the fields (it renders their updates in a task of its own).
  setTimeout(() => {
    for (const button of presses) if (button.isConnected) button.click();
    for (const form of sends) if (form.isConnected) form.requestSubmit();
  }, 0);
}
