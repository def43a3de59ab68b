/**
 * Memory in a chat turn. Before the reply: one read gives the switch and every memory, and the
 * reply is composed with the few that bear on the talk (select-memories.ts). Beside the reply: the
 * extractor reads the member's message while the model writes (it never delays the first word).
 * After the reply's last word and before the stream closes: what it proposed passes the memory guard
 * (memory-guard.ts: no secrets, no instructions, nothing from a flagged message) and is applied,
 * unless the message called for the crisis protocol.
 */
import type { MemoryChange, MemorySource } from '@bela/contracts/memories';
import type { KnownMemory, MemoryExtractor, MemoryOperation } from '../../ports/memory-extractor';
import type { MemoryRecall } from '../../ports/memory-recall';
import type { Logger } from '../../platform/logger';
import type { MemoryStore } from '../../stores/memories';
import type { MemoryNotice, SafetyVerdict } from '../../ports/chat-model';
import { keepableOperations } from './memory-guard';
import { memoriesForExtraction, selectMemories, type ChosenMemory } from './select-memories';

export interface MemoryDeps {
  memories: MemoryStore;
  memoryExtractor: MemoryExtractor;
  /** Recall by meaning, for choosing a reply's memories (absent: by shared words alone). */
  memoryRecall?: MemoryRecall;
  logger: Logger;
}

/** What a turn knows of the member's memory: the switch and every memory (none when it is off). */
export interface TurnMemory {
  enabled: boolean;
  all: KnownMemory[];
  /** When the member last had Bela forget everything, if ever. */
  forgottenAt?: Date;
  /** The memory could not be read: the reply goes without it, and says nothing of it. */
  unread?: true;
}

const OFF: TurnMemory = { enabled: false, all: [] };
const UNREAD: TurnMemory = { enabled: false, all: [], unread: true };

/** How many recent turns the choice of memories reads. */
const TALK_TURNS = 6;

/** The member's memory, in one read. Never rejects: a failed read replies without memory. */
export async function readMemory(deps: MemoryDeps, uid: string): Promise<TurnMemory> {
  try {
    const { enabled, memories, forgottenAt } = await deps.memories.overview(uid);
    return enabled ? { enabled, all: memories, ...(forgottenAt ? { forgottenAt } : {}) } : OFF;
  } catch (error) {
    deps.logger.warn('memories not read', { error });
    return UNREAD;
  }
}

/** What the reply must know of the member's choices about memory (decision 0036): switched off, or everything forgotten. */
export function memoryNoticeOf(memory: TurnMemory): MemoryNotice | undefined {
  if (memory.unread) return undefined;
  if (!memory.enabled) return { memory: 'off' };
  return memory.forgottenAt ? { memory: 'forgotten', at: memory.forgottenAt } : undefined;
}

/**
 * A message that may be a question (a question word anywhere: "tired. where do i live again"): only
 * then is recall by meaning asked (its module is loaded with the first one an instance meets; the
 * recall reads the question properly).
 */
const MAY_ASK = /\?[\s\p{Extended_Pictographic}\u{FE0F}\u{200D}]*$|\b(?:what|what's|whats|wat|wats|wht|which|who|whos|whose|where|wheres|when|whens|how|hows|remind|tell me|remember|recall|name my|have i|have we|got any)\b|^\s*(?:do|does|did|am|is|are|was|were|can)\b/iu;

/**
 * The memories for a reply to `talk` (the recent turns, newest last): when the newest asks about
 * the member, the memories that answer it by meaning come first ("what do I do for a living?" and
 * "They teach year 4"), then those sharing its words (select-memories.ts). Never rejects.
 */
export async function chooseMemories(deps: Pick<MemoryDeps, 'memoryRecall' | 'logger'>, memory: TurnMemory, talk: string[]): Promise<ChosenMemory[]> {
  if (!memory.enabled) return [];
  const question = talk.at(-1) ?? '';
  const answering =
    deps.memoryRecall && memory.all.length > 0 && MAY_ASK.test(question)
      ? await deps.memoryRecall.answering(question, memory.all).catch((error: unknown) => {
          deps.logger.warn('memories not recalled by meaning', { error });
          return [];
        })
      : [];
  return selectMemories(memory.all, talk.slice(-TALK_TURNS), undefined, answering);
}

export interface LearningInput {
  memory: TurnMemory;
  message: string;
  previousReply?: string;
  now: Date;
  timeZone: string | null;
  signal?: AbortSignal;
}

/** What the extractor proposes for the member's message (no write). Never rejects. */
export async function proposeLearning(deps: MemoryDeps, input: LearningInput): Promise<MemoryOperation[]> {
  if (!input.memory.enabled) return [];
  try {
    return await deps.memoryExtractor.propose({
      message: input.message,
      ...(input.previousReply ? { previousReply: input.previousReply } : {}),
      memories: memoriesForExtraction(input.memory.all, input.message, deps.memoryExtractor.contextLimit),
      now: input.now,
      timeZone: input.timeZone,
      ...(input.signal ? { signal: input.signal } : {}),
    });
  } catch (error) {
    deps.logger.warn('memory extraction failed', { error });
    return [];
  }
}


const sameText = (text: string) => text.trim().toLowerCase().replace(/[.!\s]+$/, '');

/** An add of what a memory already says (a model may propose one again) is dropped, as is a second add of one text. */
export function withoutRepeats(operations: MemoryOperation[], existing: KnownMemory[]): MemoryOperation[] {
  const known = new Set(existing.map((memory) => sameText(memory.text)));
  return operations.filter((operation) => {
    if (operation.op !== 'add') return true;
    const text = sameText(operation.text);
    if (known.has(text)) return false;
    known.add(text);
    return true;
  });
}

/**
 * Applies what was proposed for a message, checked against the memories the turn read; returns what
 * changed. Never rejects: the reply is stored whatever becomes of learning.
 */
export async function commitLearning(deps: MemoryDeps, uid: string, memory: TurnMemory, operations: MemoryOperation[], verdict: SafetyVerdict, source: MemorySource, at: Date): Promise<MemoryChange[]> {
  const safe = withoutRepeats(keepableOperations(operations, verdict), memory.all);
  if (safe.length === 0) return [];
  try {
    return await deps.memories.apply(uid, safe, source, at);
  } catch (error) {
    deps.logger.warn('memories not stored', { error });
    return [];
  }
}
