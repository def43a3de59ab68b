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
 * Reads the history and the member's memory together. When `learnFrom` is given, the extractor
 * reads that message once the reply's first word has gone (`startLearning`), so learning never
 * delays the first word; it runs while the rest of the reply streams.
 */
export async function startReply(deps: TurnDeps, uid: string, history: Promise<HistoryTurn[]>, learnFrom: { text: string; at: Date; timeZone: string | null } | null): Promise<ReplyStart> {
  const [turns, memory] = await Promise.all([history, readMemory(deps, uid)]);
  const memories = chooseMemories(memory, turns.map((turn) => turn.content));
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
