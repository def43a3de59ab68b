/**
 * Bela's photo moments in chat (issue 42, decision 0040): whether a reply carries one of her
 * photos, which one, and what the member is sent of it when the message is read.
 *
 * A photo is shared when the member asks for one (asking.ts), or unasked when their message talks
 * of what one of her shareable photos shows, at most once a day and never in the first ten
 * messages of their first chat. Never after a crisis card in the conversation, never to an
 * unverified member, never a photo the admin did not mark shareable, and no photo twice until every
 * shareable one was sent. The choice matches the photos' tags to the conversation's words and to
 * the member's time of day, and falls back to any shareable photo.
 *
 * The message stores the photo's id and Bela's caption; the URLs are signed when it is read, by the
 * reader's access then: locked (blurred variant only, no original) for a member who has not paid,
 * except the admin's free photo.
 */
import type { PhotoAttachment } from '@bela/contracts/gallery';
import type { BlobStore } from '../../ports/blob-store';
import type { PartOfDay } from '../../ports/chat-model';
import type { Logger } from '../../platform/logger';
import type { PhotoRecord, PhotoStore, ShareableEntry } from '../../stores/photos';
import type { MomentState, PhotoMomentStore } from '../../stores/photo-moments';
import type { BusinessStatsStore, CountedMember } from '../../stores/business-stats';
import type { UserStore } from '../../stores/users';
import { asksForPhoto } from './asking';
import { momentCaption } from './moment-caption';
import type { PhotoCaptioner } from '../../ports/photo-captioner';

export interface PhotoMomentDeps {
  photos: PhotoStore;
  blobs: BlobStore;
  moments: PhotoMomentStore;
  logger: Logger;
  /** The Business tab's photo-moment figures (counted with the share, in its transaction). */
  business?: BusinessStatsStore;
  /** Writes the caption with the model (OpenAI, structured output); absent or failing: the offline wording. */
  captioner?: PhotoCaptioner;
  /** Whether the model's caption may be shown: the same check as Bela's replies (the chat's sentence gate). Without it, the offline wording. */
  captionShown?: (caption: string) => Promise<boolean>;
}

/** Members' messages in the member's first chat before Bela may share a photo unasked. */
export const FIRST_CHAT_QUIET_MESSAGES = 10;
/** Signed photo URLs in a message live this long (the gallery's ten minutes). */
const URL_SECONDS = 10 * 60;
export const NO_LONGER_AVAILABLE = 'This photo is no longer available';

/** The words that call up each tag. */
const TAG_WORDS: Record<string, readonly string[]> = {
  beach: ['beach', 'sea', 'ocean', 'seaside', 'sand', 'swim', 'swimming', 'waves', 'coast'],
  city: ['city', 'town', 'downtown', 'street', 'streets', 'urban'],
  home: ['home', 'house', 'flat', 'apartment', 'couch', 'sofa', 'kitchen'],
  café: ['cafe', 'café', 'coffee', 'latte', 'cappuccino', 'espresso', 'brunch'],
  nature: ['nature', 'forest', 'woods', 'hike', 'hiking', 'mountain', 'mountains', 'park', 'trees', 'garden', 'lake'],
  travel: ['travel', 'travelling', 'traveling', 'trip', 'holiday', 'vacation', 'flight', 'abroad', 'journey'],
  morning: ['morning', 'breakfast', 'sunrise'],
  day: ['afternoon', 'lunch', 'daytime', 'sunny'],
  evening: ['evening', 'sunset', 'dinner', 'dusk'],
  night: ['night', 'tonight', 'midnight', 'stars', 'moon'],
  spring: ['spring', 'blossom', 'flowers'],
  summer: ['summer', 'sunshine'],
  autumn: ['autumn', 'fall', 'leaves'],
  winter: ['winter', 'snow', 'christmas'],
  cosy: ['cosy', 'cozy', 'blanket', 'snuggle', 'rainy'],
  playful: ['playful', 'silly', 'party'],
  calm: ['calm', 'relax', 'relaxing', 'peaceful', 'chill'],
  adventurous: ['adventure', 'adventurous', 'explore', 'exploring', 'climbing'],
};

const PART_TAG: Record<PartOfDay, string> = { morning: 'morning', afternoon: 'day', evening: 'evening', night: 'night' };

/** The tags the words call up. */
export function tagsIn(text: string): Set<string> {
  const words = new Set(text.toLowerCase().match(/[\p{L}']+/gu) ?? []);
  const tags = new Set<string>();
  for (const [tag, cues] of Object.entries(TAG_WORDS)) if (cues.some((cue) => words.has(cue))) tags.add(tag);
  return tags;
}

/**
 * The best photo among `candidates` for the conversation's tags and the time of day: two points a
 * matched word tag, one for the time of day; ties broken by `random`. Null when there are none.
 */
export function choosePhoto(candidates: ShareableEntry[], talked: Set<string>, partOfDay: PartOfDay | undefined, random: () => number): string | null {
  if (!candidates.length) return null;
  const timeTag = partOfDay ? PART_TAG[partOfDay] : null;
  const scored = candidates.map((entry) => ({ id: entry.id, score: entry.tags.filter((tag) => talked.has(tag)).length * 2 + (timeTag && entry.tags.includes(timeTag) ? 1 : 0) }));
  const best = Math.max(...scored.map((entry) => entry.score));
  const top = scored.filter((entry) => entry.score === best);
  return top[Math.floor(random() * top.length) % top.length]!.id;
}

/** Photos not sent in this round; all of them once every one was (never the one sent last, when there is a choice). */
export function unsentOf(shareable: ShareableEntry[], state: MomentState): ShareableEntry[] {
  const sent = new Set(state.sent);
  const fresh = shareable.filter((entry) => !sent.has(entry.id));
  if (fresh.length) return fresh;
  const last = state.sent.at(-1);
  const others = shareable.filter((entry) => entry.id !== last);
  return others.length ? others : shareable;
}

export interface MomentInput {
  uid: string;
  conversationId: string;
  /** The member's message this reply answers. */
  text: string;
  /** The member's earlier messages in the conversation (newest last), for the tags. */
  earlier: string[];
  verified: boolean;
  /** The member's messages in this conversation so far, this one included, and whether they have another conversation. */
  messagesInConversation: number;
  hasOtherConversation: () => Promise<boolean>;
  partOfDay?: PartOfDay;
  at: Date;
  random?: () => number;
  /** Whose figures a shared photo counts in (their address and role decide the test flag). */
  member?: CountedMember;
  /** The state and the shareable photos, when their read was started beside the turn's admission (`readMomentsFor`). */
  reads?: Promise<MomentReads | null>;
}

/** What a moment is decided from: the member's moment state and the photos Bela may share. */
export interface MomentReads {
  state: MomentState;
  shareable: ShareableEntry[];
}

/** A photo shared with a reply: stored with it, its title known. */
export type SharedPhoto = Required<StoredMoment>;

export type MomentDecision =
  | { kind: 'none' }
  /** Asked, and no photo may be shared: she says so, and shares nothing. */
  | { kind: 'none-shareable' }
  /** Asked: the photo shared, which goes under her own words. */
  | { kind: 'asked'; photo: SharedPhoto }
  /**
   * Unasked: the photo being shared while the model writes (it is not in the model's prompt, so
   * the model is not kept waiting for the share's transaction); null when none is sent after all.
   */
  | { kind: 'unasked'; photo: Promise<SharedPhoto | null> };

const readMoments = async (deps: PhotoMomentDeps, uid: string): Promise<MomentReads> => {
  const [state, shareable] = await Promise.all([deps.moments.state(uid), deps.photos.shareable()]);
  return { state, shareable };
};

/**
 * Starts the reads a moment is decided from, beside a turn's admission, so that they join its
 * first round trip rather than add one before the model call (issue 45). Nothing is read when
 * `text` can call up no moment; a regenerate, whose text is read later, passes null and reads.
 * A failed read is the decision's failure (no photo), never an unhandled rejection here.
 */
export function readMomentsFor(deps: PhotoMomentDeps, uid: string, text: string | null): Promise<MomentReads | null> {
  if (text !== null && !asksForPhoto(text) && tagsIn(text).size === 0) return Promise.resolve(null);
  const reads = readMoments(deps, uid);
  reads.catch(() => undefined);
  return reads;
}

/**
 * Decides the reply's photo moment, and records a photo shared (the round, the day's unasked one).
 * Never throws: a failure is logged and the reply goes on without a photo.
 */
export async function decidePhotoMoment(deps: PhotoMomentDeps, input: MomentInput): Promise<MomentDecision> {
  try {
    return await decide(deps, input);
  } catch (error) {
    deps.logger.warn('photo moment not decided', { error });
    return { kind: 'none' };
  }
}

async function decide(deps: PhotoMomentDeps, input: MomentInput): Promise<MomentDecision> {
  if (!input.verified) return { kind: 'none' };
  const asked = asksForPhoto(input.text);
  const talked = tagsIn(input.text);
  if (!asked && talked.size === 0) return { kind: 'none' };
  const { state, shareable } = (await input.reads) ?? (await readMoments(deps, input.uid));
  if (state.crisisIn.includes(input.conversationId)) return { kind: 'none' };
  if (!shareable.length) return asked ? { kind: 'none-shareable' } : { kind: 'none' };
  if (asked) {
    const photo = await share(deps, input, shareable, talked, true);
    return photo ? { kind: 'asked', photo } : { kind: 'none' };
  }
  // Unasked: only when the member's own words call up a tag of a photo not yet sent.
  if (!unsentOf(shareable, state).some((entry) => entry.tags.some((tag) => talked.has(tag)))) return { kind: 'none' };
  const photo = (async () => {
    if (input.messagesInConversation <= FIRST_CHAT_QUIET_MESSAGES && !(await input.hasOtherConversation())) return null;
    return share(deps, input, shareable, talked, false);
  })().catch((error: unknown) => {
    deps.logger.warn('photo moment not shared', { error });
    return null;
  });
  return { kind: 'unasked', photo };
}

/** Picks and records the photo in one transaction (the state read again there), then its caption. */
async function share(deps: PhotoMomentDeps, input: MomentInput, shareable: ShareableEntry[], talked: Set<string>, asked: boolean): Promise<SharedPhoto | null> {
  const context = new Set([...talked, ...input.earlier.slice(-6).flatMap((text) => [...tagsIn(text)])]);
  const random = input.random ?? Math.random;
  const photoId = await deps.moments.share(
    input.uid,
    input.at,
    !asked,
    (current) => {
      if (current.crisisIn.includes(input.conversationId)) return null;
      const candidates = unsentOf(shareable, current);
      const pool = asked ? candidates : candidates.filter((entry) => entry.tags.some((tag) => talked.has(tag)));
      return choosePhoto(pool, context, input.partOfDay, random);
    },
    shareable.map((entry) => entry.id),
    (tx) => deps.business?.count(tx, input.at, input.member ?? {}, { photoMomentsShown: 1 }),
  );
  if (!photoId) return null;
  const record = await deps.photos.get(photoId);
  if (!record) return null;
  return { photoId, caption: await captionOf(deps, record), title: titleOf(record) };
}

/** Bela's caption: the model's (structured output) when there is one and it passes the safety check, else the offline wording. */
export async function captionOf(deps: Pick<PhotoMomentDeps, 'captioner' | 'captionShown' | 'logger'>, record: PhotoRecord): Promise<string> {
  const offline = momentCaption(titleOf(record), tagsOf(record));
  if (!deps.captioner) return offline;
  const gallery = typeof record.caption === 'string' && record.caption.trim() ? record.caption : null;
  try {
    const written = await deps.captioner.caption({ title: titleOf(record), caption: gallery, tags: tagsOf(record) });
    // The model's words pass the check her replies pass before anyone sees them.
    if (deps.captionShown && (await deps.captionShown(written))) return written;
    deps.logger.warn(deps.captionShown ? 'photo caption held by the safety check; the offline wording is used' : 'photo caption has no safety check wired; the offline wording is used');
    return offline;
  } catch (error) {
    deps.logger.warn('photo caption call failed; the offline wording is used', { error });
    return offline;
  }
}

const titleOf = (record: PhotoRecord) => (typeof record.title === 'string' && record.title !== 'Untitled photo' ? record.title.trim() : '');
const tagsOf = (record: PhotoRecord) => (Array.isArray(record.tags) ? record.tags.filter((tag): tag is string => typeof tag === 'string') : []);

/** A photo a message carries, as stored. */
export interface StoredMoment {
  photoId: string;
  caption: string;
  /** The title when it was shared: the export lists it (never a URL). */
  title?: string;
}

/** Who reads the message: a paying member or an admin sees photos unlocked. */
export interface MomentReader {
  unlocked: boolean;
}

/**
 * What `reader` is sent of the photos messages carry, signed now: the blurred variant and no
 * original for a locked one; "This photo is no longer available" for one deleted or no longer
 * shareable. Three reads whatever the number of photos (the photos, the shareable list, the curation).
 */
export async function presentMoments(deps: Pick<PhotoMomentDeps, 'photos' | 'blobs'>, moments: StoredMoment[], reader: MomentReader): Promise<PhotoAttachment[]> {
  if (!moments.length) return [];
  const ids = [...new Set(moments.map((moment) => moment.photoId))];
  const [records, shareable, curation] = await Promise.all([deps.photos.getMany(ids), deps.photos.shareable(), reader.unlocked ? null : deps.photos.curation()]);
  const byId = new Map(records.flatMap((doc) => (doc ? [[doc.id, doc.data] as const] : [])));
  const shareableIds = new Set(shareable.map((entry) => entry.id));
  return Promise.all(
    moments.map(async ({ photoId, caption }): Promise<PhotoAttachment> => {
      const record = byId.get(photoId);
      if (!record || !shareableIds.has(photoId)) return { type: 'photo', photoId, title: '', caption: NO_LONGER_AVAILABLE, locked: true, unavailable: true };
      const locked = !reader.unlocked && curation?.freePhotoId !== photoId;
      return {
        type: 'photo',
        photoId,
        title: titleOf(record),
        caption,
        locked,
        thumbnailUrl: await deps.blobs.signedUrl((locked ? record.blurred : record.thumbnail).path, URL_SECONDS),
        ...(locked ? {} : { originalUrl: await deps.blobs.signedUrl(record.original.path, URL_SECONDS) }),
        width: (locked ? record.blurred : record.thumbnail).width,
        height: (locked ? record.blurred : record.thumbnail).height,
      };
    }),
  );
}

/**
 * A member's click on a locked photo in chat (reported by the web as `photo_moment_upgrade_click`):
 * remembered for the subscription that may follow within 24 hours, and counted for the Business tab
 * (a click within a second of the last is neither).
 */
export async function recordUpgradeClick(deps: { moments: PhotoMomentStore; business: BusinessStatsStore; users: UserStore }, uid: string, at: Date): Promise<void> {
  if (!(await deps.moments.upgradeClicked(uid, at))) return;
  const record = await deps.users.get(uid);
  if (record) await deps.business.countNow(at, record, { photoUpgradeClicks: 1 });
}
