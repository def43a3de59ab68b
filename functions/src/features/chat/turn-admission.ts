/**
 * A turn's admission, the same for a send, a regenerate and an edit: the member's text is read for
 * what must not pass (moderation.ts) while their right to send is checked (access, trial, the
 * minute and day quotas: entitlements.ts); nothing is stored before both answered. A message that
 * must not be stored at all is refused here, and logged for review without its text. The turn's
 * notice that Bela is an AI (ai-notice.ts), when one is due, is decided from the same record.
 */
import type { VerifiedToken } from '../../ports/identity';
import type { SafetyVerdict } from '../../ports/chat-model';
import { AppError } from '../../platform/app-error';
import type { UserRecord } from '../../stores/users';
import type { AiNotice, ChatRequestBody } from '@bela/contracts/chat';
import { aiNoticeFor } from './ai-notice';
import { assertMaySend } from './entitlements';
import { messageAction } from './moderation';
import type { TurnDeps } from './turn-types';

export type TurnKindName = 'send' | 'regenerate' | 'edit';

/** The newest user message of the request: history comes from the store, never from the client. */
export function newUserText(body: ChatRequestBody): string {
  const last = [...body.messages].reverse().find((m) => m.role === 'user');
  const text = last?.content.trim() ?? '';
  if (!text) throw new AppError('message-required');
  return text;
}

/**
 * A message that must not be stored (sexual content involving minors) is refused before anything
 * is, and logged for review: who, where, the categories and the classifier, never the text.
 */
function refuseWhenMust(deps: TurnDeps, verdict: SafetyVerdict, context: { uid: string; conversationId: string | null; turn: TurnKindName }): void {
  if (messageAction(verdict) !== 'refuse') return;
  deps.logger.warn('message refused for review', { review: 'sexual-minors', ...context, categories: verdict.categories, classifier: deps.safety.driver });
  throw new AppError('message-refused');
}

/** What an admitted turn goes on with: the member's record as read for the check, and the verdict on their text. */
export interface Admission {
  record: UserRecord;
  verdict: SafetyVerdict;
  /** The notice that Bela is an AI the turn carries when its message is stored at `at`, if one is due. */
  noticeAt: (at: Date) => AiNotice | undefined;
}

/**
 * Admits a turn on `text` (the new message, the edited text, or the message a regenerate answers
 * again): the safety check and the right to send run side by side; a refusal of either is thrown.
 */
export async function admitTurn(deps: TurnDeps, user: VerifiedToken, text: string, context: { conversationId: string | null; turn: TurnKindName; timeZone: string | null; signal: AbortSignal }): Promise<Admission> {
  // Read while the member's right to send is checked; nothing is stored before the verdict.
  const screening = deps.safety.check(text, context.signal);
  screening.catch(() => undefined);
  const { record } = await assertMaySend(deps, user, text);
  const verdict = await screening;
  refuseWhenMust(deps, verdict, { uid: user.uid, conversationId: context.conversationId, turn: context.turn });
  return { record, verdict, noticeAt: (at) => aiNoticeFor(record, at, context.timeZone) };
}
