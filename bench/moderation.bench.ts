/**
 * Moderation (`npm run bench -- moderation`): the moderation corpus (functions/src/features/chat/
 * moderation-corpus.ts) scored for the offline classifier: each member's message given its action
 * (refused, the crisis reply, the harm-to-others reply, a calm refusal, or answered), the false
 * refusals of benign look-alikes listed, Bela's replies replaced or kept, the held-out messages
 * (written after the rules) apart, and the time a check takes (it runs on every message before it
 * is stored, and on every reply). The OpenAI driver is scored too when OPENAI_API_KEY is set (it
 * adds the endpoint's verdict to the offline one). Figures go to bench/results/moderation.json.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
// The classifiers are the drivers measured, built here with the bench's own timeout and fallback report.
import { LocalSafetyClassifier } from '../functions/src/drivers/local-safety-classifier';
import { OpenAiSafetyClassifier } from '../functions/src/drivers/openai-safety-classifier';
import type { SafetyClassifier } from '../functions/src/ports/chat-model';
import {
  HELD_OUT_CORPUS,
  MODERATION_CORPUS,
  REPLY_CORPUS,
  scoreMessages,
  scoreReplies,
  type CorpusScore,
} from '../functions/src/features/chat/moderation-corpus';
import { median, timeMany } from './measure';

const TIMING_ROUNDS = 20;

function figures(score: CorpusScore) {
  return {
    messages: score.messages,
    right: score.right,
    refusals: { right: score.refusalsRight, of: score.refusalsExpected },
    falseRefusals: { count: score.falseRefusals.length, of: score.answersExpected, listed: score.falseRefusals.map(({ text, got }) => ({ text, got })) },
    misses: score.misses.map(({ text, expected, got }) => ({ text, expected, got })),
    byCategory: score.byCategory,
  };
}

async function scoreClassifier(classifier: SafetyClassifier) {
  const classify = (text: string) => classifier.check(text);
  const [corpus, heldOut, replies] = [await scoreMessages(MODERATION_CORPUS, classify), await scoreMessages(HELD_OUT_CORPUS, classify), await scoreReplies(REPLY_CORPUS, classify)];
  return { corpus: figures(corpus), heldOut: figures(heldOut), replies };
}

async function timing(classifier: SafetyClassifier) {
  const texts = [...MODERATION_CORPUS, ...HELD_OUT_CORPUS].map((m) => m.text);
  // One long message too: a member may paste a page.
  const long = texts.join(' ').repeat(4);
  const perMessage = await timeMany(TIMING_ROUNDS * texts.length, async () => classifier.check(texts[Math.floor(Math.random() * texts.length)]!));
  const longMessage = await timeMany(TIMING_ROUNDS, async () => classifier.check(long));
  const sorted = [...perMessage].sort((a, b) => a - b);
  return { medianMs: median(perMessage), p99Ms: Math.round(sorted[Math.floor(sorted.length * 0.99)]! * 1000) / 1000, longMessageChars: long.length, longMessageMedianMs: median(longMessage) };
}

const local = new LocalSafetyClassifier();
const offline = { ...(await scoreClassifier(local)), timing: await timing(local) };

const apiKey = process.env['OPENAI_API_KEY'];
const openai = apiKey
  ? await scoreClassifier(new OpenAiSafetyClassifier({ apiKey, baseURL: process.env['OPENAI_BASE_URL'], fallback: local, timeoutMs: 10_000, onFallback: (error) => console.warn('moderation endpoint failed', error) }))
  : null;

const summary = (name: string, result: Awaited<ReturnType<typeof scoreClassifier>>) =>
  [
    `${name}: corpus ${result.corpus.right}/${result.corpus.messages} right; refusals right ${result.corpus.refusals.right}/${result.corpus.refusals.of}; false refusals ${result.corpus.falseRefusals.count}/${result.corpus.falseRefusals.of}`,
    ...result.corpus.falseRefusals.listed.map((m) => `  false refusal (${m.got}): ${m.text}`),
    ...result.corpus.misses.map((m) => `  miss (${m.expected} -> ${m.got}): ${m.text}`),
    `  held out: ${result.heldOut.right}/${result.heldOut.messages} right`,
    ...result.heldOut.falseRefusals.listed.map((m) => `  held-out false refusal (${m.got}): ${m.text}`),
    ...result.heldOut.misses.map((m) => `  held-out miss (${m.expected} -> ${m.got}): ${m.text}`),
    `  replies: ${result.replies.right}/${result.replies.replies} replaced or kept as they must be`,
  ].join('\n');

console.log(summary('offline classifier', offline));
console.log(`  a check: median ${offline.timing.medianMs} ms, p99 ${offline.timing.p99Ms} ms; a ${offline.timing.longMessageChars}-character message ${offline.timing.longMessageMedianMs} ms`);
if (openai) console.log(summary('OpenAI moderation + offline', openai));

const results = {
  measuredAt: new Date().toISOString(),
  machine: `${os.platform()} ${os.arch()}, node ${process.version}`,
  corpus: `${MODERATION_CORPUS.length} members' messages in 9 categories (${MODERATION_CORPUS.filter((m) => m.lookalike).length} of them benign look-alikes), ${HELD_OUT_CORPUS.length} held-out messages written after the rules, ${REPLY_CORPUS.length} replies of Bela's`,
  actions:
    'refuse: sexual content involving minors (not stored, logged for review); crisis: self-harm (988); harm-to-others: intent to harm someone (911, 988); decline: harassment, hate, violence toward others, wrongdoing; answer: anything else (explicit sex between adults, violence told about, a telling of abuse: the model answers with care)',
  note: "The corpus was written with the offline rules, so its score is the rules' coverage of it; the held-out messages were written after the rules and never tuned on, and their score is the one to expect of new messages. The offline classifier reads phrases, not meaning: it misses what nobody wrote a rule for, which is why production uses the moderation endpoint and adds the offline verdict to it.",
  offline,
  openai: openai ?? 'not measured: OPENAI_API_KEY is not set',
};
writeFileSync(new URL('./results/moderation.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
console.log('Wrote bench/results/moderation.json');
