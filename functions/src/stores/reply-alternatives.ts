/**
 * The alternatives of a reply and the versions of a member's message (decision 0007), as pure
 * functions over the stored fields: what a regenerate, an edit or a choice writes. The store runs
 * them inside its transactions; the limits and refusals live here.
 */
import { MAX_ALTERNATIVES, MAX_VERSIONS } from '@bela/contracts/chat';
import { AppError } from '../platform/app-error';

/** One text Bela gave as a reply. */
export interface Alternative {
  content: string;
  createdAt: Date;
  model?: string;
  stopped?: boolean;
  crisis?: boolean;
  /** A photo shared with this text (issue 42): its id and Bela's caption. */
  photoId?: string;
  photoCaption?: string;
  /** The photo's title when it was shared (the export's words). */
  photoTitle?: string;
}

/** The fields of a reply document that a version keeps when its reply leaves the thread. */
export interface ReplySnapshot extends Alternative {
  alternatives?: Alternative[];
  chosen?: number;
}

/** One version of a member's message, with the reply it had while another version is shown. */
export interface MessageVersion {
  content: string;
  createdAt: Date;
  reply?: ReplySnapshot;
}

/** A reply document's fields as this module reads them. */
export interface ReplyFields extends ReplySnapshot {
  [key: string]: unknown;
}

const optional = <K extends string, V>(key: K, value: V | undefined | false): Partial<Record<K, V>> =>
  value === undefined || value === false ? {} : ({ [key]: value } as Record<K, V>);

/** The shown text of a reply as one alternative. */
export function alternativeOf(reply: ReplyFields): Alternative {
  return {
    content: reply.content,
    createdAt: reply.createdAt,
    ...optional('model', reply.model),
    ...optional('stopped', reply.stopped === true),
    ...optional('crisis', reply.crisis === true),
    ...optional('photoId', typeof reply.photoId === 'string' ? reply.photoId : undefined),
    ...optional('photoCaption', typeof reply.photoCaption === 'string' ? reply.photoCaption : undefined),
    ...optional('photoTitle', typeof reply.photoTitle === 'string' ? reply.photoTitle : undefined),
  };
}

/** The reply's own fields for keeping inside a version (nothing of its document's bookkeeping). */
export function snapshotOf(reply: ReplyFields): ReplySnapshot {
  return {
    ...alternativeOf(reply),
    ...optional('alternatives', reply.alternatives),
    ...optional('chosen', reply.chosen),
  };
}

/** How many alternatives a reply has (1 when it was never regenerated). */
export const alternativeCount = (reply: ReplyFields): number => reply.alternatives?.length ?? 1;

/** Refuses a regenerate that would make an 11th alternative. */
export function assertRoomForAlternative(reply: ReplyFields): void {
  if (alternativeCount(reply) >= MAX_ALTERNATIVES) throw new AppError('too-many-alternatives');
}

/**
 * The fields that show `alternative` as the reply's text: the shown fields follow it, a stopped or
 * crisis mark included, so the thread, the history and the search read the chosen text.
 */
function showing(alternatives: Alternative[], index: number): Record<string, unknown> {
  const shown = alternatives[index]!;
  return {
    alternatives,
    chosen: index,
    content: shown.content,
    model: shown.model ?? null,
    stopped: shown.stopped === true,
    crisis: shown.crisis === true,
    photoId: shown.photoId ?? null,
    photoCaption: shown.photoCaption ?? null,
    photoTitle: shown.photoTitle ?? null,
  };
}

/** A new alternative, shown: the fields to write on the reply document. */
export function withNewAlternative(reply: ReplyFields, added: Alternative): Record<string, unknown> {
  assertRoomForAlternative(reply);
  const alternatives = [...(reply.alternatives ?? [alternativeOf(reply)]), added];
  return showing(alternatives, alternatives.length - 1);
}

/** Another of the reply's alternatives, shown. */
export function withChosenAlternative(reply: ReplyFields, index: number): Record<string, unknown> {
  const alternatives = reply.alternatives ?? [alternativeOf(reply)];
  if (index < 0 || index >= alternatives.length) throw new AppError('no-such-alternative');
  return showing(alternatives, index);
}

/** A member's message document's fields as this module reads them. */
export interface UserMessageFields {
  content: string;
  createdAt: Date;
  versions?: MessageVersion[];
  version?: number;
  [key: string]: unknown;
}

const versionsOf = (message: UserMessageFields): MessageVersion[] =>
  message.versions ?? [{ content: message.content, createdAt: message.createdAt }];

/**
 * The member's latest message edited to `content`: the version shown until now keeps its reply
 * (`reply`, absent when it had none) and the new version is shown, without a reply yet.
 */
export function withNewVersion(message: UserMessageFields, reply: ReplyFields | null, content: string, at: Date): Record<string, unknown> {
  const versions = versionsOf(message);
  if (versions.length >= MAX_VERSIONS) throw new AppError('too-many-versions');
  const current = message.version ?? 0;
  const kept = versions.map((version, index) => (index === current ? keepReply(version, reply) : version));
  return { versions: [...kept, { content, createdAt: at }], version: versions.length, content };
}

function keepReply(version: MessageVersion, reply: ReplyFields | null): MessageVersion {
  const { reply: _earlier, ...rest } = version;
  return reply ? { ...rest, reply: snapshotOf(reply) } : rest;
}

/**
 * Another version shown: the fields to write on the member's message, and the reply that version
 * had (to write back as the live reply document), or null when it had none. Null when `index` is
 * already shown.
 */
export function withChosenVersion(
  message: UserMessageFields,
  liveReply: ReplyFields | null,
  index: number,
): { message: Record<string, unknown>; reply: ReplySnapshot | null } | null {
  const versions = versionsOf(message);
  if (index < 0 || index >= versions.length) throw new AppError('no-such-alternative', { message: 'That version does not exist.' });
  const current = message.version ?? 0;
  if (index === current) return null;
  const restored = versions[index]!.reply ?? null;
  const updated = versions.map((version, i) => {
    if (i === current) return keepReply(version, liveReply);
    if (i === index) return keepReply(version, null);
    return version;
  });
  return { message: { versions: updated, version: index, content: versions[index]!.content }, reply: restored };
}
