/**
 * The chat's side of Bela's photo moments (issue 42, domain/photo-moments): the moment a reply
 * carries, decided before the model is called, and the attachments a reader is sent.
 *
 * Asked for a photo, Bela answers in the server's own words (a short line, or that she has none
 * she may share) and the photo goes under them; unasked, the model's reply is kept and the photo
 * goes under it. A crisis card is remembered for its conversation: no photo there afterwards.
 */
import type { PhotoAttachment } from '@bela/contracts/gallery';
import type { ChatMessage } from '@bela/contracts/chat';
import { isComplimentary, isPaid } from '../../domain/access-status';
import { decidePhotoMoment, presentMoments, readMomentsFor, type MomentReads, type PhotoMomentDeps, type StoredMoment } from '../../domain/photo-moments/photo-moments';
import type { HistoryTurn } from '../../stores/conversations';
import type { UserRecord } from '../../stores/users';
import type { PartOfDay } from '../../ports/chat-model';
import type { ConversationStore } from '../../stores/conversations';
import type { Logger } from '../../platform/logger';

export type { StoredMoment };

/** What the chat needs for photo moments (absent: replies carry no photo). */
export interface ChatPhotoDeps {
  photoMoments?: PhotoMomentDeps;
  conversations: ConversationStore;
  logger: Logger;
}

const SHARE_LINES = ['Here’s one, just for you.', 'Of course. Here’s me.', 'Since you asked so nicely: here you go.'];
const NONE_LINES = [
  'I don’t have a photo I can share with you just now, I’m afraid. I’m right here in words, though: tell me what you’re up to?',
  'No photo I can send you at the moment, sorry. But I’m all ears: what’s on your mind?',
];

const pick = (lines: readonly string[], seed: string) => lines[[...seed].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % lines.length]!;

/** The moment of a reply: the server's own words when the member asked, and the photo to store with it. */
export interface ReplyMoment {
  /** Asked: Bela's words, said instead of the model's. */
  words?: string;
  /** The photo to store with the reply; unasked, still being shared while the model writes (null: none after all). Never rejects. */
  photo?: Promise<StoredMoment | null>;
}

/**
 * Starts the reads a turn's moment is decided from, beside its admission (`text`: the member's
 * message when the turn knows it; null for a regenerate). Undefined when photo moments are off.
 */
export function momentReadsFor(deps: ChatPhotoDeps, uid: string, text: string | null): Promise<MomentReads | null> | undefined {
  return deps.photoMoments ? readMomentsFor(deps.photoMoments, uid, text) : undefined;
}

export async function replyMoment(
  deps: ChatPhotoDeps,
  input: { uid: string; conversationId: string; history: HistoryTurn[]; partOfDay?: PartOfDay; at: Date; member?: UserRecord; reads?: Promise<MomentReads | null> },
): Promise<ReplyMoment> {
  if (!deps.photoMoments) return {};
  const users = input.history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  const text = users.at(-1);
  if (!text) return {};
  const decision = await decidePhotoMoment(deps.photoMoments, {
    uid: input.uid,
    conversationId: input.conversationId,
    text,
    earlier: users.slice(0, -1),
    // The turn's admission refused an unverified member before this (email-not-verified).
    verified: true,
    messagesInConversation: users.length,
    hasOtherConversation: async () => (await deps.conversations.list(input.uid, 2)).conversations.some((conversation) => conversation.id !== input.conversationId),
    ...(input.partOfDay ? { partOfDay: input.partOfDay } : {}),
    at: input.at,
    ...(input.member ? { member: input.member } : {}),
    ...(input.reads ? { reads: input.reads } : {}),
  });
  switch (decision.kind) {
    case 'none':
      return {};
    case 'none-shareable':
      return { words: pick(NONE_LINES, input.conversationId + text) };
    case 'asked':
      return { words: pick(SHARE_LINES, decision.photo.photoId + text), photo: Promise.resolve(decision.photo) };
    case 'unasked':
      return { photo: decision.photo };
  }
}

/** Remembers a crisis card shown in the conversation (never fails the reply). */
export async function crisisCardShown(deps: ChatPhotoDeps, uid: string, conversationId: string): Promise<void> {
  await deps.photoMoments?.moments.crisisShown(uid, conversationId).catch((error: unknown) => deps.logger.warn('crisis not noted for photo moments', { error }));
}

/** A paying member (Stripe or a complimentary month) or an admin sees shared photos unlocked. */
export function unlockedFor(record: UserRecord, now: Date): boolean {
  return record.role === 'admin' || isPaid({ ...record, now }) || isComplimentary({ complimentaryUntil: record.complimentaryUntil ?? null, now });
}

/** The stored photo of a message, if it carries one. */
export function storedMomentOf(data: { photoId?: unknown; photoCaption?: unknown }): StoredMoment | null {
  return typeof data.photoId === 'string' && data.photoId ? { photoId: data.photoId, caption: typeof data.photoCaption === 'string' ? data.photoCaption : '' } : null;
}

/** The attachments `reader` is sent for one stored photo (none without one). */
export async function attachmentsFor(deps: ChatPhotoDeps, moment: StoredMoment | null | undefined, record: UserRecord, now: Date): Promise<PhotoAttachment[]> {
  if (!moment || !deps.photoMoments) return [];
  return presentMoments(deps.photoMoments, [moment], { unlocked: unlockedFor(record, now) });
}

/** Messages of a page with their photos signed for the reader (three reads whatever the page holds). */
export async function withAttachments(deps: ChatPhotoDeps, messages: ChatMessage[], record: UserRecord, now: Date): Promise<ChatMessage[]> {
  const stored = messages as (ChatMessage & { photoId?: string; photoCaption?: string })[];
  const moments = stored.map((message) => storedMomentOf(message));
  const wanted = moments.filter((moment): moment is StoredMoment => moment !== null);
  const presented = wanted.length && deps.photoMoments ? await presentMoments(deps.photoMoments, wanted, { unlocked: unlockedFor(record, now) }) : [];
  let next = 0;
  return stored.map((message, i) => {
    const { photoId: _photoId, photoCaption: _photoCaption, ...rest } = message;
    const attachment = moments[i] ? presented[next++] : undefined;
    return attachment ? { ...rest, attachments: [attachment] } : rest;
  });
}
