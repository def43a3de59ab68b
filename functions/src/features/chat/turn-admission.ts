/**
 * A turn's admission, the same for a send, a regenerate and an edit, in two round trips at most
 * before the model is called (decision 0033):
 *
 * 1. One transaction reads the member's minute and day windows beside the turn's own documents
 *    (its conversation, the message an edit replaces), in the same request as the member's record,
 *    the waitlist and the memory state, while their text is screened (moderation.ts), none waiting
 *    for another. The transaction is optimistic (DocStore's `optimistic` option): it takes no lock,
 *    and its commit fails, and the admission is run again, when another turn wrote the windows or
 *    the conversation after they were read. A regenerate or an edit reads the conversation's
 *    newest messages beside it too, on a store that says when it read them (Firestore), and uses
 *    them when they were read after the conversation's last write (`recentAsOf`); on SQLite, or
 *    when the thread changed between, it reads them after (the second trip).
 * 2. The turn is admitted or refused from what was read (access, trial, quotas, what must not be
 *    stored at all), and its writes are queued: the windows counted, the member's message (or the
 *    reply's mark). The model is called at once; the transaction commits beside it.
 *
 * The commit settles before anything is shown (`committed`): a window another call filled
 * meanwhile makes the transaction read again and refuse, so a limit is never passed, and the
 * member's message is stored before any word of the reply, or the turn fails with nothing stored.
 * The turn's notice that Bela is an AI (ai-notice.ts), when one is due, is decided from the record.
 */
import { setImmediate as nextTurnOfTheEventLoop } from 'node:timers/promises';
import { IdentityError, type VerifiedToken } from '../../ports/identity';
import type { SafetyVerdict } from '../../ports/chat-model';
import type { Doc, Transaction } from '../../ports/doc-store';
import { AppError } from '../../platform/app-error';
import type { UserRecord } from '../../stores/users';
import { ReplyUnderway } from '../../stores/conversations';
import type { AiNotice, ChatRequestBody } from '@bela/contracts/chat';
import { aiNoticeFor } from './ai-notice';
import { assertChatAccess, assertMayChat, chatWindows, quotaKeyOf, type ChatEntitlement } from './entitlements';
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

/** A turn's own part of its transaction: what it reads beside the windows, and what it writes once admitted. */
export interface TurnPart<T> {
  /** Documents read with the windows, in one round trip. */
  paths: string[];
  /**
   * Reads the turn's state from its documents (in `paths` order), refusing what cannot be done
   * (no such conversation, a reply on the way); may read more (the newest messages). Answers the
   * text to screen when the turn did not know it before (a regenerate's message).
   */
  read(docs: (Doc | null)[]): Promise<{ value: T; text?: string }>;
  /** Queues the turn's writes, once it is admitted. */
  write(tx: Transaction, value: T): void;
}

export interface AdmittedTurn<T> extends Admission {
  value: T;
  /** Settles once the turn's writes are committed (after the model has been called): a rejection is the turn's refusal or failure. */
  committed: Promise<void>;
}

interface AdmitContext {
  conversationId: string | null;
  turn: TurnKindName;
  timeZone: string | null;
  signal: AbortSignal;
  /** The member's text when the turn knows it before reading (a send, an edit). */
  text?: string;
}

/** The quota key was guessed from the token's address, and the record's differs: read again with the record's. */
class OtherQuotaKey extends Error {
  constructor(readonly key: string) {
    super('The quota key differs from the guess');
  }
}

/**
 * Admits a turn: reads, decides and queues its writes in one transaction (see the top of this
 * file), and answers as soon as it is admitted, with the commit still on its way (`committed`).
 */
export async function admitTurn<T>(deps: TurnDeps, user: VerifiedToken, context: AdmitContext, part: TurnPart<T>): Promise<AdmittedTurn<T>> {
  const entitlement = assertChatAccess(deps, user);
  entitlement.catch(() => undefined);
  const screen = (text: string) => {
    const screening = deps.safety.check(text, context.signal);
    screening.catch(() => undefined);
    return screening;
  };
  const early = context.text === undefined ? undefined : screen(context.text);
  // The windows count the member's mailbox (quotaKeyOf): guessed from the token's address, so that
  // they are read beside the record, not after it; read again in the rare case the record's differs.
  let key = quotaKeyOf(deps, { email: user.email ?? '' }, user.uid);
  for (;;) {
    try {
      return await admitWith(deps, user, context, part, { key, entitlement, screening: early, screen });
    } catch (error) {
      if (!(error instanceof OtherQuotaKey)) throw error;
      key = error.key;
    }
  }
}

interface Inputs {
  key: string;
  entitlement: Promise<ChatEntitlement>;
  screening: Promise<SafetyVerdict> | undefined;
  screen: (text: string) => Promise<SafetyVerdict>;
}

function admitWith<T>(deps: TurnDeps, user: VerifiedToken, context: AdmitContext, part: TurnPart<T>, inputs: Inputs): Promise<AdmittedTurn<T>> {
  let admit!: (admitted: Omit<AdmittedTurn<T>, 'committed'>) => void;
  const admitted = new Promise<Omit<AdmittedTurn<T>, 'committed'>>((resolve) => {
    admit = resolve;
  });
  const committed = deps.turns.transaction(async (tx) => {
    const windows = chatWindows(deps.rateLimiter, inputs.key);
    const docs = await tx.getMany([...windows.paths, ...part.paths]);
    const byPath = new Map(windows.paths.map((path, i) => [path, docs[i] ?? null]));
    const { value, text } = await part.read(docs.slice(windows.paths.length));
    const screening = inputs.screening ?? inputs.screen(text ?? '');
    await standingOf(user);
    const entitlement = await inputs.entitlement;
    assertMayChat(entitlement);
    const { record, plan } = entitlement;
    const key = quotaKeyOf(deps, record, user.uid);
    if (key !== inputs.key) throw new OtherQuotaKey(key);
    const quota = windows[plan];
    quota.admit(quota.paths.map((path) => byPath.get(path) ?? null));
    const verdict = await screening;
    refuseWhenMust(deps, verdict, { uid: user.uid, conversationId: context.conversationId, turn: context.turn });
    quota.count(tx);
    part.write(tx, value);
    admit({ record, verdict, value, noticeAt: (at) => aiNoticeFor(record, at, context.timeZone) });
    // The commit goes out on the next turn of the event loop: the admitted turn's model call is
    // sent first (a commit's encoding and send take the CPU the first word waits for).
    await nextTurnOfTheEventLoop();
    // Optimistic: the reads join the record's, the waitlist's and the memory's in one request, and
    // the commit checks that no other turn wrote the windows or the conversation meanwhile.
  }, { optimistic: true });
  const settled = committed.then(
    () => undefined,
    (error: unknown) => {
      throw error instanceof ReplyUnderway || error instanceof OtherQuotaKey || error instanceof AppError ? error : contended(error);
    },
  );
  settled.catch(() => undefined);
  // Admitted as soon as the transaction's writes are queued; refused when it fails before that.
  return Promise.race([admitted, settled.then(() => admitted)]).then((turn) => ({ ...turn, committed: settled }));
}

/**
 * The caller's token revocation check, made beside the turn's reads (Endpoint.revocationBesideHandler):
 * settled here, before the turn is admitted, so a revoked token stores nothing and calls no model.
 */
async function standingOf(user: VerifiedToken): Promise<void> {
  try {
    await user.standing;
  } catch (error) {
    throw error instanceof IdentityError ? new AppError('invalid-token') : error;
  }
}

/** A turn's transaction that could not commit (the store kept aborting it): the member tries again shortly. */
function contended(error: unknown): unknown {
  const code = (error as { code?: unknown })?.code;
  return code === 'aborted' ? new AppError('rate-limited', { retryAfterSeconds: 1 }) : error;
}
