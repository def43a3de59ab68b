/** What a chat turn needs and tells (reply-service.ts): its dependencies, its start, its result, its events. */
import type { AiNotice, ChatModelInfo } from '@bela/contracts/chat';
import type { MemoryChange, UsedMemory } from '@bela/contracts/memories';
import type { ChatModel, SafetyClassifier } from '../../ports/chat-model';
import type { DocStore } from '../../ports/doc-store';
import type { Logger } from '../../platform/logger';
import type { ConversationStore } from '../../stores/conversations';
import type { SafetyStatsStore } from '../../stores/safety-stats';
import type { ChatStatsStore } from '../../stores/chat-stats';
import type { MemoryDeps } from '../../domain/memory/turn-memory';
import type { EntitlementDeps } from './entitlements';
import type { PhotoAttachment } from '@bela/contracts/gallery';
import type { PhotoMomentDeps } from '../../domain/photo-moments/photo-moments';

export interface TurnDeps extends EntitlementDeps, MemoryDeps {
  conversations: ConversationStore;
  /** Runs a turn's transaction: its quota windows and its conversation's documents, read and written together (turn-admission.ts). */
  turns: Pick<DocStore, 'transaction'>;
  safetyStats: SafetyStatsStore;
  /** The admin's Conversations counts (chat-counts.ts). */
  chatStats?: ChatStatsStore;
  chatModel: ChatModel;
  safety: SafetyClassifier;
  logger: Logger;
  /** Bela's photo moments (issue 42); absent, replies carry no photo. */
  photoMoments?: PhotoMomentDeps;
}

export interface TurnStart {
  conversationId: string;
  userMessageId: string;
  title: string;
  model: ChatModelInfo;
  /** The notice that Bela is an AI, when this turn carries it. */
  notice?: AiNotice;
}

export interface TurnResult {
  conversationId: string;
  userMessageId: string;
  messageId: string;
  content: string;
  crisis: boolean;
  title: string;
  /** After a regenerate: how many alternatives the reply has, and the one shown (the new one). */
  alternatives?: number;
  chosen?: number;
  /** The memories the reply was composed with. */
  memories: UsedMemory[];
  /** What Bela learned from the member's message. */
  learned: MemoryChange[];
  /** The notice that Bela is an AI, when this turn carried it. */
  notice?: AiNotice;
  /** The photo Bela shared with the reply (issue 42), signed for the member. */
  attachments?: PhotoAttachment[];
}

export interface TurnEvents {
  /** Called once the user's message is stored, before any reply text. */
  onStart?(start: TurnStart): void;
  onToken?(text: string): void;
  /** Called after the reply's last word when Bela learned something from the member's message. */
  onMemory?(changes: MemoryChange[]): void;
  /** The offline model's pace a test of the local stack asked for (chat-routes.ts), or undefined. */
  tokenDelayMs?: number;
}

