import { describe, expect, it } from 'vitest';
import { asksForPhoto } from './asking';
import { BLIND_SET, developmentSet, heldOutSet, type AskingExample } from './asking-corpus';

function score(examples: AskingExample[]) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const wrong: string[] = [];
  for (const example of examples) {
    const got = asksForPhoto(example.text);
    if (got && example.asks) tp += 1;
    else if (got) fp += 1;
    else if (example.asks) fn += 1;
    if (got !== example.asks) wrong.push(`${example.asks ? 'missed' : 'false'}: ${example.text}`);
  }
  const correct = examples.length - fp - fn;
  return { accuracy: correct / examples.length, precision: tp / Math.max(1, tp + fp), recall: tp / Math.max(1, tp + fn), tp, fp, fn, wrong };
}

describe('the photo-asking detector', () => {
  it('reads the issue\'s phrasings and look-alikes', () => {
    for (const text of ['send me a pic', 'can I see you?', 'what are you up to? show me', 'selfie?', 'can you send me a selfie?']) expect(asksForPhoto(text), text).toBe(true);
    for (const text of ['I sent my mum a pic', 'can you see me?']) expect(asksForPhoto(text), text).toBe(false);
  });

  it('scores on its development set, and on the held-out set it was not tuned on', () => {
    const development = score(developmentSet());
    const held = score(heldOutSet());
    const line = (name: string, s: ReturnType<typeof score>, n: number) =>
      `${name}: n=${n} accuracy ${(100 * s.accuracy).toFixed(1)}% precision ${(100 * s.precision).toFixed(1)}% recall ${(100 * s.recall).toFixed(1)}% (tp ${s.tp}, fp ${s.fp}, fn ${s.fn})`;
    console.log(line('development', development, developmentSet().length));
    console.log(line('held out', held, heldOutSet().length));
    const blind = score([...BLIND_SET]);
    console.log(line('blind', blind, BLIND_SET.length));
    if (process.env.SHOW_WRONG) console.log(blind.wrong.join('\n'));
    if (process.env.SHOW_WRONG) console.log(development.wrong.join('\n'));
    // Floors a little under the figures decision 0040 records, so a change that loses ground fails.
    expect(development.accuracy).toBeGreaterThanOrEqual(0.9);
    expect(held.accuracy).toBeGreaterThanOrEqual(0.85);
  });
});
