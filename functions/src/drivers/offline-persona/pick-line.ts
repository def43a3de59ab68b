/** Picks one line of copy and fills in its `{name}`, `{topic}` and `{word}` placeholders. */
import type { Reading } from './reading';
import { capitalise } from './text-helpers';

/**
 * What a line's slots are filled with: `{topic}`/`{Topic}` a noun phrase, `{word}` a bare word;
 * for a pick between two things, `{Choice}` the pick said on its own ("Read a book"), `{choice}` and
 * `{other}`/`{Other}` the two as they read inside a sentence ("reading a book").
 */
export interface Slots {
  topic?: string;
  word?: string;
  choice?: { said: string; noun: string };
  other?: string;
}

/** The line with placeholders filled in; undefined when it needs a name or slot that is missing. */
function render(line: string, name: string | undefined, slots: Slots): string | undefined {
  if (line.includes('{name}') && !name) return undefined;
  if (/\{topic\}/i.test(line) && !slots.topic) return undefined;
  if (line.includes('{word}') && !slots.word) return undefined;
  if (/\{choice\}/i.test(line) && !slots.choice) return undefined;
  if (/\{other\}/i.test(line) && !slots.other) return undefined;
  return line
    .replaceAll('{name}', name ?? '')
    .replaceAll('{Topic}', capitalise(slots.topic ?? ''))
    .replaceAll('{topic}', slots.topic ?? '')
    .replaceAll('{word}', slots.word ?? '')
    .replaceAll('{Choice}', capitalise(slots.choice?.said ?? ''))
    .replaceAll('{choice}', slots.choice?.noun ?? '')
    .replaceAll('{Other}', capitalise(slots.other ?? ''))
    .replaceAll('{other}', slots.other ?? '');
}

export type PickLine = (lines: readonly string[], slots?: Slots, preferName?: boolean) => string;

/**
 * A picker for one reply. It skips lines Bela said in the recent turns (unless none are left) and,
 * with `preferName`, keeps to lines that use the user's name; once a line has used the name, later
 * picks of the same reply avoid it, so the name comes at most once. `salt` shifts every pick by a
 * fixed amount, so a retry with a new salt gives a different reply even when the random source repeats.
 */
export function linePicker(reading: Reading, random: () => number, salt: number): PickLine {
  const { name } = reading;
  let nameUsed = false;
  const narrow = (lines: string[], keep: (line: string) => boolean) => {
    const kept = lines.filter(keep);
    return kept.length > 0 ? kept : lines;
  };
  return (lines, slots = {}, preferName = false) => {
    let rendered = lines.flatMap((line) => render(line, name, slots) ?? []);
    if (name && nameUsed) rendered = narrow(rendered, (line) => !line.includes(name));
    else if (name && preferName) rendered = narrow(rendered, (line) => line.includes(name));
    const pool = narrow(rendered, (line) => !reading.recent.includes(line));
    const picked = pool[(Math.floor(random() * pool.length) + salt) % pool.length] ?? '';
    if (name && picked.includes(name)) nameUsed = true;
    return picked;
  };
}
