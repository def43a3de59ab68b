/** Picks one line of copy and fills in its `{name}` and `{topic}` placeholders. */
import type { Reading } from './reading';
import { capitalise } from './text-helpers';

/** The line with placeholders filled in; undefined when it needs a name or topic that is missing. */
function render(line: string, name: string | undefined, topic: string | undefined): string | undefined {
  if (line.includes('{name}') && !name) return undefined;
  if (/\{topic\}/i.test(line) && !topic) return undefined;
  return line
    .replaceAll('{name}', name ?? '')
    .replaceAll('{Topic}', capitalise(topic ?? ''))
    .replaceAll('{topic}', topic ?? '');
}

export type PickLine = (lines: readonly string[], topic?: string, preferName?: boolean) => string;

/**
 * A picker for one reply. It skips lines Bela said in the recent turns (unless none are left) and,
 * with `preferName`, keeps to lines that use the user's name. `salt` shifts every pick by a fixed
 * amount, so a retry with a new salt gives a different reply even when the random source repeats.
 */
export function linePicker(reading: Reading, random: () => number, salt: number): PickLine {
  const { name } = reading;
  return (lines, topic, preferName = false) => {
    let rendered = lines.flatMap((line) => render(line, name, topic) ?? []);
    if (preferName && name) {
      const named = rendered.filter((line) => line.includes(name));
      if (named.length > 0) rendered = named;
    }
    const fresh = rendered.filter((line) => !reading.recent.includes(line));
    const pool = fresh.length > 0 ? fresh : rendered;
    return pool[(Math.floor(random() * pool.length) + salt) % pool.length] ?? '';
  };
}
