/**
 * Bela's words are read before the member sees them (issue 39, decision 0025): the model's text is
 * cut into sentences as it streams (Intl.Segmenter, granularity 'sentence'), each sentence goes to
 * the safety classifier as soon as it is complete, and it is released (shown) only once its verdict
 * passes. Checks run side by side; sentences are released strictly in order. The first sentence the
 * verdict holds stops everything: nothing more is released, the pending checks are cancelled, and
 * `onStop` tells the caller to stop the model (the reply is then replaced, reply-service.ts).
 *
 * A sentence is read with the one before it (`contextSentences`), so that what two sentences say
 * together is read together. A sentence that runs on past `maxChunkChars` is cut at a space and
 * checked in pieces, so that a long sentence never holds the reply back for long; the first piece
 * may be shorter (`firstChunkChars`) to bring the first word sooner.
 *
 * Any SafetyClassifier fits (ports/chat-model.ts): the offline one answers in well under a
 * millisecond, the moderation endpoint in tens of milliseconds.
 */
import type { SafetyClassifier, SafetyVerdict } from '../../ports/chat-model';

export interface SentenceGateOptions {
  classifier: Pick<SafetyClassifier, 'check'>;
  /** Whether a verdict holds its sentence back (and ends the reply). */
  holds: (verdict: SafetyVerdict) => boolean;
  /** Each sentence's text once its verdict passed, strictly in order. */
  release: (text: string) => void;
  /** Called once when the gate releases nothing more because a sentence was held or a check failed: stop the model. */
  onStop?: () => void;
  /** How many sentences before it a sentence is read with (default 1). */
  contextSentences?: number;
  /** A sentence longer than this is checked in pieces cut at a space (default 200). */
  maxChunkChars?: number;
  /** The same for the reply's first piece (default 40): the first words come sooner. */
  firstChunkChars?: number;
  /** The language the reply is cut in (default 'en'). */
  locale?: string;
}

export interface GateOutcome {
  /** The text released, in order. */
  released: string;
  /** The verdict that held a sentence back, if one did. */
  held: SafetyVerdict | null;
}

export interface SentenceGate {
  /** More of the model's text. */
  push(text: string): void;
  /**
   * The model's text is complete: its last fragment (with or without an end mark) is checked too.
   * Resolves once every sentence was released or one was held; rejects when a check failed.
   */
  end(): Promise<GateOutcome>;
  /** Releases nothing more (the member stopped the reply); the checks under way are cancelled and `end` resolves. */
  close(): void;
  /** The text released so far. */
  readonly released: string;
  /** The verdict that held a sentence back, if one did. */
  readonly held: SafetyVerdict | null;
  /** Why a check failed, if one did (the gate then released nothing more). */
  readonly failure: unknown;
}

interface Pending {
  text: string;
  verdict: Promise<SafetyVerdict>;
}

/**
 * About eight words: a first sentence longer than that is shown in two pieces rather than waited
 * for (bench/results/reply-gate.json); the rest of it is read with the first piece before it.
 */
const DEFAULT_FIRST_CHUNK_CHARS = 40;
/** About forty words: a long sentence never holds the reply back for long. */
const DEFAULT_MAX_CHUNK_CHARS = 200;

/** `text` cut at its last space within `limit` (never before a fifth of it), or at `limit`. */
function cutAt(text: string, limit: number): number {
  const space = text.lastIndexOf(' ', limit);
  return space > limit / 5 ? space : limit;
}

export function sentenceGate(options: SentenceGateOptions): SentenceGate {
  const { classifier, holds, release } = options;
  const contextSentences = options.contextSentences ?? 1;
  const maxChunk = options.maxChunkChars ?? DEFAULT_MAX_CHUNK_CHARS;
  const firstChunk = options.firstChunkChars ?? DEFAULT_FIRST_CHUNK_CHARS;
  const segmenter = new Intl.Segmenter(options.locale ?? 'en', { granularity: 'sentence' });
  const cancel = new AbortController();

  /** Text not yet cut into a complete sentence. */
  let tail = '';
  /** Whitespace that came between sentences, released with the next one. */
  let gap = '';
  /** The sentences sent to the classifier, for the next one's context. */
  const recent: string[] = [];
  let pieces = 0;
  const queue: Pending[] = [];
  let released = '';
  let held: SafetyVerdict | null = null;
  let failure: unknown = null;
  let stopped = false;
  let ended = false;
  let draining = false;
  let settle: (() => void) | null = null;
  const finished = new Promise<void>((resolve) => (settle = resolve));

  const over = () => stopped || held !== null || failure !== null;
  const finish = () => {
    settle?.();
    settle = null;
  };
  const stopAll = () => {
    cancel.abort();
    options.onStop?.();
    finish();
  };

  /** Sends one complete piece to the classifier, read with the sentences before it. */
  function submit(piece: string) {
    const text = gap + piece;
    gap = '';
    pieces += 1;
    const context = recent.slice(-contextSentences).join('');
    recent.push(text);
    if (recent.length > contextSentences) recent.shift();
    const verdict = classifier.check(context + text, cancel.signal);
    // A rejection is read in order by the drain; this keeps an early one from being reported as unhandled.
    verdict.catch(() => undefined);
    queue.push({ text, verdict });
    void drain();
  }

  /** Releases the queue's sentences in order, each once its verdict passed. */
  async function drain() {
    if (draining) return;
    draining = true;
    try {
      while (queue.length > 0 && !over()) {
        const next = queue[0]!;
        let verdict: SafetyVerdict;
        try {
          verdict = await next.verdict;
        } catch (error) {
          if (over()) break;
          failure = error;
          stopAll();
          break;
        }
        if (over()) break;
        queue.shift();
        if (holds(verdict)) {
          held = verdict;
          stopAll();
          break;
        }
        released += next.text;
        release(next.text);
      }
    } finally {
      draining = false;
    }
    if (ended && queue.length === 0) finish();
  }

  /** Cuts the complete sentences (and over-long pieces) off the tail. */
  function cutSentences(final: boolean) {
    const segments = [...segmenter.segment(tail)].map((segment) => segment.segment);
    // The last segment may still grow, unless the text is complete.
    const complete = final ? segments : segments.slice(0, -1);
    for (const segment of complete) {
      if (segment.trim()) submit(segment);
      else gap += segment;
    }
    tail = final ? '' : (segments.at(-1) ?? '');
    for (let limit = pieces === 0 ? firstChunk : maxChunk; tail.length > limit; limit = maxChunk) {
      const at = cutAt(tail, limit);
      submit(tail.slice(0, at));
      tail = tail.slice(at);
    }
  }

  return {
    push(text) {
      if (over() || ended || !text) return;
      tail += text;
      cutSentences(false);
    },
    async end() {
      if (!ended && !over()) {
        ended = true;
        // Whitespace after the last sentence is not released.
        cutSentences(true);
      }
      ended = true;
      if (!draining && queue.length === 0) finish();
      await finished;
      if (failure !== null && !stopped) throw failure;
      return { released, held };
    },
    close() {
      if (stopped) return;
      stopped = true;
      cancel.abort();
      finish();
    },
    get released() {
      return released;
    },
    get held() {
      return held;
    },
    get failure() {
      return failure;
    },
  };
}
