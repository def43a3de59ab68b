/**
 * One guard for what a memory may hold, whichever way it comes (docs/decisions/0020): written by the
 * member (POST /ai/memories/create, /update) or learned from a chat message. A memory reaches the
 * model with every reply, so it passes what the chat's own messages pass, and more:
 *
 * - no secrets (sensitive-data.ts), checked first so that a secret is never sent to a classifier;
 * - the chat's moderation (domain/message-action.ts): what the chat refuses is refused here with the
 *   chat's 422 and leaves the same review record; a crisis statement is not kept (the member is
 *   pointed to help instead); what the chat declines, or sexual content, is not kept either;
 * - no instructions to Bela (instruction-like.ts): a memory is data about the member.
 */
import type { MemoryKind } from '@bela/contracts/memories';
import type { SafetyClassifier, SafetyVerdict } from '../../ports/chat-model';
import type { MemoryOperation } from '../../ports/memory-extractor';
import type { Logger } from '../../platform/logger';
import { AppError } from '../../platform/app-error';
import { hasFlag, messageAction } from '../message-action';
import { containsSensitiveData } from './sensitive-data';
import { readsAsInstruction } from './instruction-like';

export interface MemoryGuardDeps {
  safety: SafetyClassifier;
  logger: Logger;
}

/** Whether a verdict lets a text be kept as a memory (the chat may still answer some that are not). */
export function verdictAllowsKeeping(verdict: SafetyVerdict): boolean {
  return messageAction(verdict) === 'answer' && !hasFlag(verdict, 'sexual');
}

/**
 * Refuses a memory the member writes unless it may be kept: `memory-sensitive`, `message-refused`
 * (logged for review, never the text), `memory-crisis`, `memory-not-kept` or `memory-instruction`.
 */
export async function assertMayKeep(deps: MemoryGuardDeps, text: string, kind: MemoryKind | undefined, context: { uid: string; route: 'create' | 'update' }): Promise<void> {
  if (containsSensitiveData(text)) throw new AppError('memory-sensitive');
  const verdict = await deps.safety.check(text);
  const action = messageAction(verdict);
  if (action === 'refuse') {
    deps.logger.warn('memory refused for review', { review: 'sexual-minors', uid: context.uid, memoryRoute: context.route, categories: verdict.categories, classifier: deps.safety.driver });
    throw new AppError('message-refused');
  }
  if (action === 'crisis') throw new AppError('memory-crisis');
  if (!verdictAllowsKeeping(verdict)) throw new AppError('memory-not-kept');
  if (readsAsInstruction(text, kind)) throw new AppError('memory-instruction');
}

/**
 * What may be learned from a chat message whose verdict is `verdict`: nothing from a message the
 * moderation flagged (deletions still apply), and no operation whose text holds a secret or reads
 * as an instruction to Bela.
 */
export function keepableOperations(operations: MemoryOperation[], verdict: SafetyVerdict): MemoryOperation[] {
  const allowed = verdictAllowsKeeping(verdict);
  return operations.filter((operation) => {
    if (operation.op === 'delete') return true;
    return allowed && !containsSensitiveData(operation.text) && !readsAsInstruction(operation.text, operation.kind);
  });
}
