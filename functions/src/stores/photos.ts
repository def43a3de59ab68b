/**
 * Owner of `photos/{id}` (a gallery photo, its title, caption, sharing and tags, and the paths of
 * its stored variants) and of the gallery index under `galleryIndex/`: the ids of every photo in
 * chunks of 500, plus a count, plus the admin's curation, plus the photos Bela may share in chat.
 * A page of the gallery then costs the same few reads whatever the number of photos (the count,
 * one or two chunks, one batch of photos), and the count gives the number of pages.
 *
 * The index holds the member order front to back (`meta.forward`): position 0 is the first id of
 * chunk 0, so an upload appends to the last chunk and joins the END of the admin's order. A
 * gallery from before (no `forward` in the meta) held the order back to front; it is read as
 * such, and its first write rewrites it front to back (one write a chunk, in that transaction).
 * The admin moves a photo with `move`, which rewrites only the chunks between its old and new place.
 *
 * `galleryIndex/curation` is the admin's choice: the one photo free for members who have not paid
 * (with its position in the order, kept by every write that moves it, so a member's page puts it
 * first at the cost of no extra read) and the landing teasers in order (at most 3 ids: bounded).
 *
 * `galleryIndex/shareable` lists the photos Bela may share in chat with their tags (at most
 * SHAREABLE_MAX: bounded), so a reply picks one with a single read.
 */
import type { DocStore, Transaction } from '../ports/doc-store';
import { AppError } from '../platform/app-error';

export interface PhotoVariantRecord {
  path: string;
  width: number;
  height: number;
  bytes: number;
  contentType: string;
}

export interface PhotoRecord {
  originalName: string;
  /** What members see; a photo without one shows no title line. */
  title?: string;
  caption?: string | null;
  /** The admin let Bela share it in chat (off by default). */
  shareable?: boolean;
  /** Tags from the contracts' fixed list (at most 8). */
  tags?: string[];
  createdAt: Date;
  uploadedBy: string;
  original: PhotoVariantRecord;
  thumbnail: PhotoVariantRecord;
  blurred: PhotoVariantRecord;
  [key: string]: unknown;
}

export interface StoredPhoto {
  id: string;
  data: PhotoRecord;
}

interface IndexMeta {
  total: number;
  /** The order is held front to back; absent in a gallery from before (back to front). */
  forward?: boolean;
  [key: string]: unknown;
}

interface IndexChunk {
  ids: string[];
  [key: string]: unknown;
}

/** The free photo and the landing teasers, as the admin chose them (or the upload filled them). */
export interface Curation {
  freePhotoId: string | null;
  teaserIds: string[];
}

interface CurationRecord extends Curation {
  /** The free photo's position in the admin's order (absent before it was kept). */
  freeAt?: number | null;
  [key: string]: unknown;
}

/** A photo Bela may share, with its tags. */
export interface ShareableEntry {
  id: string;
  tags: string[];
}

interface ShareableRecord {
  photos: ShareableEntry[];
  [key: string]: unknown;
}

/** What the admin may change of a photo. */
export interface PhotoDescription {
  title: string;
  caption: string | null;
  shareable?: boolean;
  tags?: string[];
}

/** How many landing teasers the admin chooses. */
export const TEASER_COUNT = 3;
/** How many photos Bela may share at once: keeps `galleryIndex/shareable` one small document. */
export const SHAREABLE_MAX = 200;

const CHUNK = 500;
const META = 'galleryIndex/meta';
const CURATION = 'galleryIndex/curation';
const SHAREABLE = 'galleryIndex/shareable';
const chunkPath = (k: number) => `galleryIndex/chunk-${k}`;
const photoPath = (id: string) => `photos/${id}`;

export class PhotoStore {
  constructor(private readonly docs: DocStore) {}

  /**
   * Records a photo whose variants are all stored, and puts it last in the gallery's order.
   *
   * An upload never changes the admin's curation, with one exception so that a fresh install
   * works: an empty slot is filled. When no free photo is chosen, the new photo becomes the free
   * one; when fewer than three teasers are chosen, it joins the end of the teasers.
   */
  async add(id: string, record: PhotoRecord): Promise<void> {
    await this.docs.transaction(async (tx) => {
      const meta = (await tx.get<IndexMeta>(META))?.data;
      const total = meta?.total ?? 0;
      const stored = (await tx.get<CurationRecord>(CURATION))?.data;
      let ids: string[];
      if (meta && !meta.forward && total > 0) {
        // A gallery from before: rewrite it front to back, with the new id last.
        ids = [...(await this.readStored(tx, total)).reverse(), id];
        this.writeAll(tx, ids, total);
      } else {
        const k = Math.floor(total / CHUNK);
        const chunk = (await tx.get<IndexChunk>(chunkPath(k)))?.data.ids ?? [];
        tx.set(chunkPath(k), { ids: [...chunk, id] });
        ids = stored ? [] : total > 0 ? await this.readStored(tx, total) : [];
        ids.push(id);
      }
      // Before any curation was written (a gallery from before curation), the order's first photos
      // stood for it: keep them, as they were what members saw.
      const curation = stored ? readCuration(stored) : defaultCuration(ids.slice(0, -1));
      const filled: Curation = {
        freePhotoId: curation.freePhotoId ?? id,
        teaserIds: curation.teaserIds.length < TEASER_COUNT ? [...curation.teaserIds, id] : curation.teaserIds,
      };
      const freeAt = curation.freePhotoId === null ? total : stored && typeof stored.freeAt === 'number' ? stored.freeAt : ids.indexOf(filled.freePhotoId!);
      tx.create(photoPath(id), { ...record, shareable: record.shareable ?? false, tags: record.tags ?? [] });
      tx.set(META, { total: total + 1, forward: true });
      tx.set(CURATION, { ...filled, freeAt: freeAt >= 0 ? freeAt : null });
    });
  }

  /** The curation: as chosen, or for a gallery from before curation, its first photo and first three. */
  async curation(): Promise<Curation> {
    return (await this.curationRecord()).curation;
  }

  /** The curation with the free photo's position in the order (null when unknown or none). */
  private async curationRecord(): Promise<{ curation: Curation; freeAt: number | null }> {
    const stored = (await this.docs.get<CurationRecord>(CURATION))?.data;
    if (stored) {
      const curation = readCuration(stored);
      if (curation.freePhotoId === null) return { curation, freeAt: null };
      if (typeof stored.freeAt === 'number') return { curation, freeAt: stored.freeAt };
      // A curation from before positions were kept: find it once (the next write keeps it).
      const total = await this.count();
      const all = (await this.positions(0, total)).ids;
      const at = all.indexOf(curation.freePhotoId);
      return { curation, freeAt: at >= 0 ? at : null };
    }
    const curation = defaultCuration((await this.positions(0, TEASER_COUNT)).ids);
    return { curation, freeAt: curation.freePhotoId ? 0 : null };
  }

  /**
   * Sets the curation; the ids must be photos of the gallery (checked in the same transaction).
   * Null when one is missing (nothing is written).
   */
  async setCuration(curation: Curation): Promise<Curation | null> {
    return this.docs.transaction(async (tx) => {
      const wanted = [...new Set([...(curation.freePhotoId ? [curation.freePhotoId] : []), ...curation.teaserIds])];
      for (const id of wanted) if (!(await tx.get(photoPath(id)))) return null;
      let freeAt: number | null = null;
      if (curation.freePhotoId) {
        const meta = (await tx.get<IndexMeta>(META))?.data;
        const ids = await this.readOrder(tx, meta);
        freeAt = ids.indexOf(curation.freePhotoId);
        if (meta && !meta.forward) this.writeAll(tx, ids, ids.length);
      }
      tx.set(CURATION, { freePhotoId: curation.freePhotoId, teaserIds: [...curation.teaserIds], freeAt: freeAt !== null && freeAt >= 0 ? freeAt : null });
      return { freePhotoId: curation.freePhotoId, teaserIds: [...curation.teaserIds] };
    });
  }

  /**
   * Sets a photo's title and caption, and when given its sharing and tags (kept in the shareable
   * list too); null when there is no such photo. More than SHAREABLE_MAX shareable photos is
   * refused (409).
   */
  async describe(id: string, description: PhotoDescription): Promise<PhotoRecord | null>;
  async describe(id: string, title: string, caption: string | null): Promise<PhotoRecord | null>;
  async describe(id: string, titleOrDescription: string | PhotoDescription, caption: string | null = null): Promise<PhotoRecord | null> {
    const description: PhotoDescription = typeof titleOrDescription === 'string' ? { title: titleOrDescription, caption } : titleOrDescription;
    return this.docs.transaction(async (tx) => {
      const photo = await tx.get<PhotoRecord>(photoPath(id));
      if (!photo) return null;
      const list = (await tx.get<ShareableRecord>(SHAREABLE))?.data.photos ?? [];
      const shareable = description.shareable ?? photo.data.shareable === true;
      const tags = description.tags ?? (Array.isArray(photo.data.tags) ? photo.data.tags : []);
      const others = list.filter((entry) => entry.id !== id);
      if (shareable && others.length >= SHAREABLE_MAX) {
        throw new AppError('conflict', { message: `At most ${SHAREABLE_MAX} photos can be shared in chat.` });
      }
      const changes = { title: description.title, caption: description.caption, shareable, tags };
      tx.update(photoPath(id), changes);
      if (shareable || list.length !== others.length) tx.set(SHAREABLE, { photos: shareable ? [...others, { id, tags }] : others });
      return { ...photo.data, ...changes };
    });
  }

  /** The photos Bela may share in chat, with their tags (one read). */
  async shareable(): Promise<ShareableEntry[]> {
    const list = (await this.docs.get<ShareableRecord>(SHAREABLE))?.data.photos ?? [];
    return list.filter((entry) => typeof entry?.id === 'string').map((entry) => ({ id: entry.id, tags: Array.isArray(entry.tags) ? entry.tags : [] }));
  }

  /**
   * Moves a photo to `position` of the member order (0 = first shown; beyond the end = last), in
   * one transaction rewriting the chunks between its old and new place (one write a chunk: 500
   * writes would take 250,000 photos). Answers the position it took; null when it is not in the gallery.
   */
  async move(id: string, position: number): Promise<number | null> {
    return this.docs.transaction(async (tx) => {
      const meta = (await tx.get<IndexMeta>(META))?.data;
      const stored = (await tx.get<CurationRecord>(CURATION))?.data;
      const ids = await this.readOrder(tx, meta);
      const from = ids.indexOf(id);
      if (from < 0) return null;
      const to = Math.min(Math.max(0, position), ids.length - 1);
      const legacy = meta !== undefined && !meta.forward;
      if (to !== from || legacy) {
        ids.splice(from, 1);
        ids.splice(to, 0, id);
        if (legacy) this.writeAll(tx, ids, ids.length);
        else {
          for (let k = Math.floor(Math.min(from, to) / CHUNK); k <= Math.floor(Math.max(from, to) / CHUNK); k += 1) {
            tx.set(chunkPath(k), { ids: ids.slice(k * CHUNK, (k + 1) * CHUNK) });
          }
        }
        if (stored) {
          const curation = readCuration(stored);
          const freeAt = curation.freePhotoId ? ids.indexOf(curation.freePhotoId) : -1;
          tx.set(CURATION, { ...curation, freeAt: freeAt >= 0 ? freeAt : null });
        }
      }
      return to;
    });
  }

  /**
   * Removes a photo from the gallery, from the curation (a deleted free photo leaves the slot empty
   * until the admin chooses or the next upload fills it), from the shareable list and its record in
   * one transaction, so no page lists a half-deleted photo; the ids after it move up a place (rare:
   * admins only). Null when missing.
   */
  async remove(id: string): Promise<PhotoRecord | null> {
    return this.docs.transaction(async (tx) => {
      const photo = await tx.get<PhotoRecord>(photoPath(id));
      const meta = (await tx.get<IndexMeta>(META))?.data;
      const stored = (await tx.get<CurationRecord>(CURATION))?.data;
      const sharing = (await tx.get<ShareableRecord>(SHAREABLE))?.data.photos ?? [];
      const ids = await this.readOrder(tx, meta);
      const curation = stored ? readCuration(stored) : defaultCuration(ids.slice(0, TEASER_COUNT));
      const kept = ids.filter((other) => other !== id);
      const freePhotoId = curation.freePhotoId === id ? null : curation.freePhotoId;
      const freeAt = freePhotoId ? kept.indexOf(freePhotoId) : -1;
      tx.set(CURATION, { freePhotoId, teaserIds: curation.teaserIds.filter((other) => other !== id), freeAt: freeAt >= 0 ? freeAt : null });
      if (kept.length !== ids.length || (meta && !meta.forward)) this.writeAll(tx, kept, ids.length);
      if (sharing.some((entry) => entry.id === id)) tx.set(SHAREABLE, { photos: sharing.filter((entry) => entry.id !== id) });
      if (photo) tx.delete(photoPath(id));
      return photo?.data ?? null;
    });
  }

  /** How many photos the gallery holds. */
  async count(): Promise<number> {
    return (await this.docs.get<IndexMeta>(META))?.data.total ?? 0;
  }

  async get(id: string): Promise<PhotoRecord | null> {
    return (await this.docs.get<PhotoRecord>(photoPath(id)))?.data ?? null;
  }

  async getMany(ids: string[]): Promise<(StoredPhoto | null)[]> {
    if (!ids.length) return [];
    const docs = await this.docs.getMany<PhotoRecord>(ids.map(photoPath));
    return docs.map((doc) => (doc ? { id: doc.id, data: doc.data } : null));
  }

  /** `count` photos from position `offset` (0 = first shown), and how many there are in all. */
  async page(offset: number, count: number): Promise<{ photos: StoredPhoto[]; total: number }> {
    const { ids: wanted, total } = await this.positions(offset, count);
    return { photos: (await this.getMany(wanted)).flatMap((doc) => (doc ? [doc] : [])), total };
  }

  /**
   * A page of the order a member who has not paid sees: the admin's free photo first, then the
   * admin's order without it. One read more than `page` (the curation), none when there is no
   * free photo.
   */
  async pageFreeFirst(offset: number, count: number): Promise<{ photos: StoredPhoto[]; total: number; freePhotoId: string | null }> {
    const { curation, freeAt } = await this.curationRecord();
    const free = curation.freePhotoId;
    if (!free || freeAt === null) return { ...(await this.page(offset, count)), freePhotoId: free };
    // The member's position p (p >= 1) is the admin's p - 1 before the free photo, p after it.
    const from = offset === 0 ? 0 : offset - 1;
    const { ids, total } = await this.positions(from, count + 1);
    let window: string[];
    if (offset === 0) window = [free, ...ids.filter((id) => id !== free)].slice(0, count);
    else if (ids.includes(free)) window = ids.filter((id) => id !== free).slice(0, count);
    else window = freeAt < from ? ids.slice(1, count + 1) : ids.slice(0, count);
    return { photos: (await this.getMany(window)).flatMap((doc) => (doc ? [doc] : [])), total, freePhotoId: free };
  }

  /** The ids at positions `offset` to `offset + count - 1` of the member order. */
  private async positions(offset: number, count: number): Promise<{ ids: string[]; total: number }> {
    const meta = (await this.docs.get<IndexMeta>(META))?.data;
    const total = meta?.total ?? 0;
    if (offset >= total || count <= 0) return { ids: [], total };
    const forward = meta?.forward === true;
    // A gallery from before holds position p at index total - 1 - p.
    const a = forward ? offset : Math.max(0, total - offset - count);
    const b = forward ? Math.min(total, offset + count) - 1 : total - 1 - offset;
    const chunkNumbers: number[] = [];
    for (let k = Math.floor(a / CHUNK); k <= Math.floor(b / CHUNK); k += 1) chunkNumbers.push(k);
    const chunks = await this.docs.getMany<IndexChunk>(chunkNumbers.map(chunkPath));
    const byIndex = new Map<number, string>();
    chunkNumbers.forEach((k, i) => chunks[i]?.data.ids.forEach((id, j) => byIndex.set(k * CHUNK + j, id)));
    const ids: string[] = [];
    if (forward) for (let i = a; i <= b; i += 1) pushId(ids, byIndex.get(i));
    else for (let i = b; i >= a; i -= 1) pushId(ids, byIndex.get(i));
    return { ids, total };
  }

  /** Every id of the index as stored, in a transaction. */
  private async readStored(tx: Transaction, total: number): Promise<string[]> {
    const ids: string[] = [];
    for (let k = 0; k * CHUNK < total; k += 1) ids.push(...((await tx.get<IndexChunk>(chunkPath(k)))?.data.ids ?? []));
    return ids;
  }

  /** Every id in the member order (position 0 first), whichever way the index is held. */
  private async readOrder(tx: Transaction, meta: IndexMeta | undefined): Promise<string[]> {
    const ids = await this.readStored(tx, meta?.total ?? 0);
    return meta && !meta.forward ? ids.reverse() : ids;
  }

  /** Writes the whole order front to back over `previous` ids' chunks (one write a chunk) and the meta. */
  private writeAll(tx: Transaction, ids: string[], previous: number): void {
    const chunks = Math.max(Math.ceil(ids.length / CHUNK), Math.ceil(previous / CHUNK));
    for (let k = 0; k < chunks; k += 1) {
      const slice = ids.slice(k * CHUNK, (k + 1) * CHUNK);
      if (slice.length) tx.set(chunkPath(k), { ids: slice });
      else tx.delete(chunkPath(k));
    }
    tx.set(META, { total: ids.length, forward: true });
  }
}

const pushId = (ids: string[], id: string | undefined) => {
  if (id) ids.push(id);
};

const readCuration = (stored: CurationRecord): Curation => ({
  freePhotoId: typeof stored.freePhotoId === 'string' ? stored.freePhotoId : null,
  teaserIds: Array.isArray(stored.teaserIds) ? stored.teaserIds.filter((id): id is string => typeof id === 'string').slice(0, TEASER_COUNT) : [],
});

/** The curation a gallery from before curation stood for: its first photo free, its first three teasers. */
const defaultCuration = (firstIds: string[]): Curation => ({ freePhotoId: firstIds[0] ?? null, teaserIds: firstIds.slice(0, TEASER_COUNT) });
