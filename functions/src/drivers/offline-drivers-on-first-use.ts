/**
 * The offline drivers, loaded when first used rather than with the functions' code (decision 0037).
 * The offline memory extractor is the offline model's, and the OpenAI extractor's fallback: it
 * reads a message only once the reply's first word has gone, so its module (its frames and word
 * lists) is not loaded before then. The offline persona model's module is loaded with the first
 * reply it writes, so an instance that answers only the landing, the gallery or the health check
 * never loads it.
 *
 * `import()`, not `require`: the compiled functions, tsx and the test runner all resolve it.
 */
import type { MemoryExtractor, ExtractionInput, KnownMemory, MemoryOperation } from '../ports/memory-extractor';
import type { MemoryRecall } from '../ports/memory-recall';
import type { ChatModel, ChatModelInfo, ChatRequest } from '../ports/chat-model';
import type { OfflinePersonaModelOptions } from './offline-persona/offline-persona-model';
import { MAX_MEMORIES } from '@bela/contracts/memories';
import { onFirstUse } from '../platform/on-first-use';

export class OfflineMemoryOnFirstUse implements MemoryExtractor {
  readonly driver = 'offline';
  /** As the offline extractor's: every memory. */
  readonly contextLimit = MAX_MEMORIES;
  private readonly extractor = onFirstUse(async (): Promise<MemoryExtractor> => new (await import('./offline-memory/offline-memory-extractor.js')).OfflineMemoryExtractor());

  async propose(input: ExtractionInput): Promise<MemoryOperation[]> {
    return (await this.extractor()).propose(input);
  }
}

/** Recall by meaning for choosing a reply's memories, loaded with the first question a member asks about themselves. */
export class MeaningRecallOnFirstUse implements MemoryRecall {
  private readonly recall = onFirstUse(async (): Promise<MemoryRecall> => new (await import('./offline-persona/meaning-recall.js')).MeaningRecall());

  async answering(question: string, memories: readonly KnownMemory[]): Promise<KnownMemory[]> {
    return (await this.recall()).answering(question, memories);
  }
}

export class OfflinePersonaOnFirstUse implements ChatModel {
  readonly driver = 'offline-persona';
  /** As the offline persona model's (a test in offline-persona-model.test.ts keeps them equal). */
  readonly info: ChatModelInfo = { id: 'bela-offline-persona', label: 'Offline demo model', offline: true };
  private readonly model: () => Promise<ChatModel>;

  constructor(options: OfflinePersonaModelOptions) {
    this.model = onFirstUse(async () => new (await import('./offline-persona/offline-persona-model.js')).OfflinePersonaModel(options));
  }

  async *stream(request: ChatRequest): AsyncIterable<string> {
    yield* (await this.model()).stream(request);
  }
}
