/**
 * The offline drivers, loaded when first used rather than with the functions' code (decision 0037).
 * The offline memory extractor is the offline model's, and the OpenAI extractor's fallback: it
 * reads a message only once the reply's first word has gone, so its module (its frames and word
 * lists) need not be loaded before that first word. The offline persona model is loaded only when
 * it is the chat model.
 */
import type { MemoryExtractor, ExtractionInput, MemoryOperation } from '../ports/memory-extractor';
import type { ChatModel } from '../ports/chat-model';
import type { OfflinePersonaModelOptions } from './offline-persona/offline-persona-model';
import { MAX_MEMORIES } from '@bela/contracts/memories';
import { onFirstUse } from '../platform/on-first-use';

/* eslint-disable @typescript-eslint/no-require-imports -- loaded on first use (see above) */
export class OfflineMemoryOnFirstUse implements MemoryExtractor {
  readonly driver = 'offline';
  /** As the offline extractor's: every memory. */
  readonly contextLimit = MAX_MEMORIES;
  private readonly extractor = onFirstUse(
    (): MemoryExtractor => new (require('./offline-memory/offline-memory-extractor') as typeof import('./offline-memory/offline-memory-extractor')).OfflineMemoryExtractor(),
  );

  propose(input: ExtractionInput): Promise<MemoryOperation[]> {
    return this.extractor().propose(input);
  }
}

/** The offline persona model, its module required now (when the configuration chooses it). */
export function offlinePersonaModel(options: OfflinePersonaModelOptions): ChatModel {
  const { OfflinePersonaModel } = require('./offline-persona/offline-persona-model') as typeof import('./offline-persona/offline-persona-model');
  return new OfflinePersonaModel(options);
}
/* eslint-enable @typescript-eslint/no-require-imports */
