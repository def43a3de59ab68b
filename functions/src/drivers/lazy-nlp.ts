/**
 * compromise and chrono-node for the offline model and the offline memory, loaded on their first use.
 * Loaded with the functions' code, they cost every cold start about 240 ms (measured on the dev
 * machine: compromise 174 ms, chrono-node 62 ms), also for calls that never read a message: the
 * landing preview, the gallery, the health check. Only a chat turn on the offline model pays it,
 * once per instance.
 */
import type Compromise from 'compromise';
import type * as Chrono from 'chrono-node';

type Nlp = typeof Compromise;

let compromise: Nlp | undefined;
let chrono: typeof Chrono | undefined;

/** compromise's `nlp(text)`. */
export function nlp(text: string): ReturnType<Nlp> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (see above)
  compromise ??= require('compromise') as Nlp;
  return compromise(text);
}

/** Is a word (lower case) in compromise's own lexicon ("took", "lucy"), not only guessed at from its ending ("kirsty")? */
export function inCompromiseLexicon(word: string): boolean {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (see above)
  compromise ??= require('compromise') as Nlp;
  const model = compromise.model() as { one?: { lexicon?: Record<string, unknown> } };
  return Object.hasOwn(model.one?.lexicon ?? {}, word);
}

/** chrono-node's `parse`. */
export function chronoParse(...args: Parameters<typeof Chrono.parse>): ReturnType<typeof Chrono.parse> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (see above)
  chrono ??= require('chrono-node') as typeof Chrono;
  return chrono.parse(...args);
}
