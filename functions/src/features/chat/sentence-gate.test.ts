import { describe, expect, it } from 'vitest';
import type { SafetyVerdict } from '../../ports/chat-model';
import { LocalSafetyClassifier } from '../../drivers/local-safety-classifier';
import { replyMustBeReplaced } from './moderation';
import { sentenceGate, type SentenceGateOptions } from './sentence-gate';

const clean: SafetyVerdict = { selfHarm: false, flags: [], categories: [] };
const flagged: SafetyVerdict = { selfHarm: false, flags: ['violence'], categories: ['violence'] };

/** A classifier whose verdicts the test hands out, one by one: it flags any text ending in a sentence holding "BAD". */
function heldClassifier() {
  const calls: { text: string; signal?: AbortSignal; answer: () => void; fail: (error: Error) => void }[] = [];
  const classifier = {
    check(text: string, signal?: AbortSignal) {
      return new Promise<SafetyVerdict>((resolve, reject) => {
        const last = text.trim().split(/(?<=[.!?])\s/).at(-1) ?? text;
        calls.push({ text, ...(signal ? { signal } : {}), answer: () => resolve(last.includes('BAD') ? flagged : clean), fail: reject });
      });
    },
  };
  return { classifier, calls };
}

/** A classifier that answers at once. */
const instant = { check: async (text: string) => (/BAD[^.!?]*[.!?]?\s*$/.test(text) ? flagged : clean) };

function gateWith(classifier: SentenceGateOptions['classifier'], extra: Partial<SentenceGateOptions> = {}) {
  const shown: string[] = [];
  let stops = 0;
  const gate = sentenceGate({ classifier, holds: replyMustBeReplaced, release: (text) => shown.push(text), onStop: () => (stops += 1), ...extra });
  return { gate, shown, stops: () => stops };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the sentence gate', () => {
  it('holds each sentence until its verdict, across tokens, and releases the last fragment without an end mark', async () => {
    const { classifier, calls } = heldClassifier();
    const { gate, shown } = gateWith(classifier);
    for (const token of ['Hello', ' there', '.', ' How', ' are']) gate.push(token);
    // "Hello there. " is complete once the next sentence began; it is checked, not shown.
    expect(calls.map((call) => call.text)).toEqual(['Hello there. ']);
    await settle();
    expect(shown).toEqual([]);
    calls[0]!.answer();
    await settle();
    expect(shown).toEqual(['Hello there. ']);
    gate.push(' you');
    const ended = gate.end();
    // The fragment without an end mark is checked with the sentence before it.
    expect(calls.map((call) => call.text)).toEqual(['Hello there. ', 'Hello there. How are you']);
    calls[1]!.answer();
    expect(await ended).toEqual({ released: 'Hello there. How are you', held: null });
    expect(shown.join('')).toBe('Hello there. How are you');
  });

  it('checks sentences side by side but releases them strictly in order', async () => {
    const { classifier, calls } = heldClassifier();
    const { gate, shown } = gateWith(classifier);
    gate.push('One. Two. Three.');
    const ended = gate.end();
    expect(calls).toHaveLength(3);
    calls[2]!.answer();
    calls[1]!.answer();
    await settle();
    expect(shown).toEqual([]);
    calls[0]!.answer();
    await ended;
    expect(shown).toEqual(['One. ', 'Two. ', 'Three.']);
  });

  it('releases nothing of a held sentence or after it, cancels the other checks and stops the model once', async () => {
    const { classifier, calls } = heldClassifier();
    const { gate, shown, stops } = gateWith(classifier);
    gate.push('Fine words. Then BAD words here. And more');
    calls[1]!.answer();
    calls[0]!.answer();
    await settle();
    expect(shown).toEqual(['Fine words. ']);
    expect(stops()).toBe(1);
    expect(calls[0]!.signal!.aborted).toBe(true);
    gate.push(' text. Even more.');
    expect(calls).toHaveLength(2);
    expect(await gate.end()).toEqual({ released: 'Fine words. ', held: flagged });
    expect(shown.join('')).not.toContain('BAD');
    expect(stops()).toBe(1);
  });

  it('holds a reply whose only sentence is flagged: nothing is shown', async () => {
    const { gate, shown } = gateWith(instant);
    gate.push('This is BAD');
    expect(await gate.end()).toEqual({ released: '', held: flagged });
    expect(shown).toEqual([]);
  });

  it('cuts a long sentence at a space, and the first piece sooner when asked', async () => {
    const { gate, shown } = gateWith(instant, { maxChunkChars: 40, firstChunkChars: 12 });
    const words = 'word '.repeat(30).trim() + '.';
    for (const token of words.match(/\s*\S+/g)!) gate.push(token);
    const { released } = await gate.end();
    expect(released).toBe(words);
    expect(shown[0]!.length).toBeLessThanOrEqual(12);
    expect(shown.every((piece) => piece.length <= 41)).toBe(true);
    expect(shown.length).toBeGreaterThan(3);
  });

  it('keeps the whitespace between sentences and paragraphs, and checks none alone', async () => {
    const checked: string[] = [];
    const { gate } = gateWith({ check: async (text) => (checked.push(text), clean) }, { contextSentences: 0 });
    const text = 'Line one.\n\nLine two!  Line three?';
    for (const char of text) gate.push(char);
    expect((await gate.end()).released).toBe(text);
    expect(checked.every((piece) => piece.trim())).toBe(true);
  });

  it('fails closed: a check that fails stops the model and the reply', async () => {
    const { classifier, calls } = heldClassifier();
    const { gate, shown, stops } = gateWith(classifier);
    gate.push('One. Two.');
    const ended = gate.end();
    calls[0]!.fail(new Error('classifier down'));
    await expect(ended).rejects.toThrow('classifier down');
    expect(shown).toEqual([]);
    expect(stops()).toBe(1);
  });

  it('releases nothing more once closed (a stop), and ends at once', async () => {
    const { classifier, calls } = heldClassifier();
    const { gate, shown } = gateWith(classifier);
    gate.push('One. Two. Three');
    calls[0]!.answer();
    await settle();
    gate.close();
    calls[1]!.answer();
    expect(await gate.end()).toEqual({ released: 'One. ', held: null });
    expect(shown).toEqual(['One. ']);
    expect(calls[1]!.signal!.aborted).toBe(true);
  });

  it('works with the offline classifier through the port', async () => {
    const { gate, shown } = gateWith(new LocalSafetyClassifier());
    gate.push('What a lovely walk that was. Tell me more about the sea!');
    expect(await gate.end()).toEqual({ released: 'What a lovely walk that was. Tell me more about the sea!', held: null });
    expect(shown).toHaveLength(2);
  });
});
