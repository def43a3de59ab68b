/**
 * The member's memory around one reply: the memories the reply is composed with, read beside the
 * history; what the member's message may teach, read once the first word has gone (so learning
 * never delays it) and stored after the last word (domain/memory/turn-memory.ts).
 */
import type { SafetyVerdict } from '../../ports/chat-model';
import type { MemoryChange, UsedMemory } from '@bela/contracts/memories';
import type { MemoryOperation } from '../../ports/memory-extractor';
import type { HistoryTurn } from '../../stores/conversations';
import type { ChosenMemory } from '../../domain/memory/select-memories';
import { chooseMemories, commitLearning, proposeLearning, readMemory, type TurnMemory } from '../../domain/memory/turn-memory';
import type { KnownMemory } from '../../ports/memory-extractor';
import type { ComposedReply } from './compose-reply';
import type { TurnDeps, TurnEvents } from './turn-types';

/** What a reply starts from: the history, the memories it is composed with, and what the member's message may teach. */
export interface ReplyStart {
  history: HistoryTurn[];
  memories: ChosenMemory[];
  /** Starts reading the member's message for memory (once; composeReply calls it after the first word). */
  startLearning: () => void;
  /** The extractor's proposal (nothing when there is nothing to learn, or learning never started). */
  proposal: () => Promise<MemoryOperation[]>;
  /** The member's memory as the turn read it. */
  memory: TurnMemory;
}

/** Bela's message before the member's last one, if any. */
const previousReplyIn = (history: HistoryTurn[]) => [...history.slice(0, -1)].reverse().find((turn) => turn.role === 'assistant')?.content;

/**
 * Reads the history and the member's memory together (or takes a read already on its way). When `learnFrom` is given, the extractor
 * reads that message once the reply's first word has gone (`startLearning`), so learning never
 * delays the first word; it runs while the rest of the reply streams.
 */
export async function startReply(
  deps: TurnDeps,
  uid: string,
  history: Promise<HistoryTurn[]>,
  learnFrom: { text: string; at: Date; timeZone: string | null } | null,
  /** The member's memory, when its read was started earlier (beside a turn's admission). */
  read: Promise<TurnMemory> = readMemory(deps, uid),
): Promise<ReplyStart> {
  const [turns, memory] = await Promise.all([history, read]);
  const memories = await chooseMemories(deps, memory, turns.map((turn) => turn.content));
  let proposal: Promise<MemoryOperation[]> | undefined;
  const startLearning = () => {
    if (proposal || !learnFrom || !memory.enabled) return;
    proposal = new Promise<MemoryOperation[]>((resolve) => {
      // On the next turn of the event loop: the first word is written out before the extractor runs.
      setImmediate(() => {
        void proposeLearning(deps, { memory, message: learnFrom.text, previousReply: previousReplyIn(turns), now: learnFrom.at, timeZone: learnFrom.timeZone }).then(resolve);
      });
    });
  };
  return { history: turns, memories, startLearning, proposal: () => proposal ?? Promise.resolve([]), memory };
}

/** After the last word: what the member's message taught is stored and told (never after the server's own reply). */
export async function learnAfter(deps: TurnDeps, uid: string, reply: ComposedReply, start: ReplyStart, verdict: SafetyVerdict, source: { conversationId: string; messageId: string }, at: Date, events: TurnEvents): Promise<MemoryChange[]> {
  if (reply.fixed) return [];
  const operations = await start.proposal();
  const changes = await commitLearning(deps, uid, start.memory, operations, verdict, source, at);
  if (changes.length > 0) events.onMemory?.(changes);
  return changes;
}

/** What a reply shows it remembered: the pinned memories and those related to the talk, not the newest extras given for context. */
export const usedMemories = (memories: ChosenMemory[]): UsedMemory[] => memories.filter((memory) => memory.related).map(({ id, text }) => ({ id, text }));

/**
 * The member's memory as it will be once what an edited message taught is taken back (its reply's
 * `learned`): what it added goes, what it changed has its text before, what it deleted comes back.
 * An edit's reply is composed from this at once, while the store takes the changes back beside it.
 */
export function memoryWithout(memory: TurnMemory, learned: readonly MemoryChange[], at: Date): TurnMemory {
  let all: KnownMemory[] = memory.all;
  for (const change of learned) {
    if (change.op === 'add') all = all.filter((known) => known.id !== change.memoryId);
    else if (change.op === 'update') all = all.map((known) => (known.id === change.memoryId && change.previousText ? { ...known, text: change.previousText } : known));
    else if (!all.some((known) => known.id === change.memoryId)) all = [...all, { id: change.memoryId, text: change.text, kind: change.kind, pinned: false, updatedAt: at }];
  }
  return { ...memory, all };
}
