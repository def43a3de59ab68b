/**
 * The blind stories (issue 41): each story's messages are told to the offline Bela in one chat,
 * then its questions are asked in a new chat through the API, and a reply is right when it holds
 * every expected word. `npx tsx bench/understanding/stories.ts a c d` scores sets a, c and d (all
 * sets when none is named); QUIET=1 prints the counts alone, as the held-out sets b and f are run.
 * Not part of CI; it needs the Auth emulator (`FIREBASE_AUTH_EMULATOR_HOST`), as the API tests do.
 *
 * The stories were written by helpers that never saw the code (stories/README.md says which sets
 * were tuned on).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startApi } from '../../tests/api/api-harness';
import { member, say } from '../../tests/api/chat-support';

const folder = path.join(path.dirname(new URL(import.meta.url).pathname), 'stories');
const sets = process.argv.slice(2);
const stories = readdirSync(folder)
  .filter((file) => file.endsWith('-facts.txt') && (sets.length === 0 || sets.includes(file.charAt(0))))
  .map((file) => path.join(folder, file.replace(/-facts\.txt$/, '')))
  .sort();

let clock = Date.now() - 86_400_000 * 3;
const api = await startApi({ services: { now: () => new Date(clock) } });
const lines = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean);
const score = new Map<string, { right: number; total: number }>();
for (const story of stories) {
  const who = await member(api);
  const send = async (text: string, conversationId?: string) => {
    clock += 61_000;
    const reply = await api.post('/ai/chat', say(text, { ...(conversationId ? { conversationId } : {}), timeZone: 'Europe/London' }), { token: who.idToken });
    if (reply.status !== 200) throw new Error(JSON.stringify(reply.json));
    return reply.json.data as { conversationId: string; aiResponse: { content: string }; learned?: { kind: string; text: string }[] };
  };
  let conversation: string | undefined;
  const learned: string[] = [];
  for (const line of lines(`${story}-facts.txt`)) {
    const told = await send(line, conversation);
    conversation = told.conversationId;
    learned.push(`  ${line}\n      → ${(told.learned ?? []).map((memory) => `[${memory.kind}] ${memory.text}`).join(' | ') || '-'}`);
  }
  clock += 3_600_000;
  conversation = undefined;
  const misses: string[] = [];
  const set = path.basename(story).charAt(0);
  const tally = score.get(set) ?? { right: 0, total: 0 };
  for (const line of lines(`${story}-q.txt`)) {
    const [question, expected = '-'] = line.split('||').map((part) => part.trim());
    const answer = await send(question!, conversation);
    conversation = answer.conversationId;
    const reply = answer.aiResponse.content.toLowerCase();
    const wanted = expected === '-' ? [] : expected.split(',').map((slot) => slot.trim().split('|'));
    const right = wanted.every((alternatives) => alternatives.some((word) => reply.includes(word.toLowerCase())));
    tally.total += 1;
    if (right) tally.right += 1;
    else misses.push(`  ✗ ${question} [${expected}] → ${answer.aiResponse.content.replace(/\n/g, ' ').slice(0, 200)}`);
  }
  score.set(set, tally);
  if (!process.env['QUIET']) console.log(`== ${path.basename(story)}\n${learned.join('\n')}\n${misses.join('\n') || '  all right'}`);
}
for (const [set, { right, total }] of [...score].sort()) console.log(`set ${set}: ${right}/${total}`);
await api.close();
