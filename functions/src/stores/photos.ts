/**
 * Owner of `photos/{id}` (a gallery photo, its title and caption, and the paths of its stored
 * variants) and of the gallery index under `galleryIndex/`: the ids of every photo in chunks of 500,
 * plus a count, plus the admin's curation. A page of the gallery then costs the same few reads
 * whatever the number of photos (the count, one or two chunks, one batch of photos), and the count
 * gives the number of pages.
 *
 * The index holds the member order back to front: the last id of the last chunk is position 0 (the
 * first photo shown), so an upload appends to the last chunk and comes first. The admin moves a
 * photo with `move`, which rewrites only the chunks between its old and new place.
 *
 * `galleryIndex/curation` is the admin's choice: the one photo free for members who have not paid,
 * and the landing teasers in order (at most 3 ids: bounded).
 */
import type { DocStore, Transaction } from '../ports/doc-store';

export interface PhotoVariantRecord {
  path: string;
  width: number;
  height: number;
  bytes: number;
  contentType: string;
}

export interface PhotoRecord {
  originalName: string;
  /** What members see; records from before titles read as "Untitled photo". */
  title?: string;
  caption?: string | null;
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
  [key: string]: unknown;
}

/** How many landing teasers the admin chooses. */
export const TEASER_COUNT = 3;

const CHUNK = 500;
const META = 'galleryIndex/meta';
const CURATION = 'galleryIndex/curation';
const chunkPath = (k: number) => `galleryIndex/chunk-${k}`;
const photoPath = (id: string) => `photos/${id}`;

export class PhotoStore {
  constructor(private readonly docs: DocStore) {}

  /**
   * Records a photo whose variants are all stored, and puts it first in the gallery.
   *
   * An upload never changes the admin's curation, with one exception so that a fresh install
   * works: an empty slot is filled. When no free photo is chosen, the new photo becomes the free
   * one; when fewer than three teasers are chosen, it joins the end of the teasers.
   */
  async add(id: string, record: PhotoRecord): Promise<void> {
    await this.docs.transaction(async (tx) => {
      const total = (await tx.get<IndexMeta>(META))?.data.total ?? 0;
      const k = Math.floor(total / CHUNK);
      const chunk = (await tx.get<IndexChunk>(chunkPath(k)))?.data.ids ?? [];
      const stored = (await tx.get<CurationRecord>(CURATION))?.data;
      // Before any curation was written (a gallery from before curation), the order's first photos
      // stood for it: keep them, as they were what members saw.
      const curation = stored ? readCuration(stored) : defaultCuration(await this.newestIds(tx, total, chunk));
      const filled: Curation = {
        freePhotoId: curation.freePhotoId ?? id,
        teaserIds: curation.teaserIds.length < TEASER_COUNT ? [...curation.teaserIds, id] : curation.teaserIds,
      };
      tx.create(photoPath(id), record);
      tx.set(chunkPath(k), { ids: [...chunk, id] });
      tx.set(META, { total: total + 1 });
      tx.set(CURATION, { ...filled });
    });
  }

  /** The curation: as chosen, or for a gallery from before curation, its first photo and first three. */
  async curation(): Promise<Curation> {
    const stored = (await this.docs.get<CurationRecord>(CURATION))?.data;
    if (stored) return readCuration(stored);
    return defaultCuration((await this.positions(0, TEASER_COUNT)).ids);
  }

  /**
   * Sets the curation; the ids must be photos of the gallery (checked in the same transaction).
   * Null when one is missing (nothing is written).
   */
  async setCuration(curation: Curation): Promise<Curation | null> {
    return this.docs.transaction(async (tx) => {
      const wanted = [...new Set([...(curation.freePhotoId ? [curation.freePhotoId] : []), ...curation.teaserIds])];
      for (const id of wanted) if (!(await tx.get(photoPath(id)))) return null;
      tx.set(CURATION, { freePhotoId: curation.freePhotoId, teaserIds: [...curation.teaserIds] });
      return { freePhotoId: curation.freePhotoId, teaserIds: [...curation.teaserIds] };
    });
  }

  /** Sets a photo's title and caption; null when there is no such photo. */
  async describe(id: string, title: string, caption: string | null): Promise<PhotoRecord | null> {
    return this.docs.transaction(async (tx) => {
      const photo = await tx.get<PhotoRecord>(photoPath(id));
      if (!photo) return null;
      tx.update(photoPath(id), { title, caption });
      return { ...photo.data, title, caption };
    });
  }

  /**
   * Moves a photo to `position` of the member order (0 = first shown; beyond the end = last), in
   * one transaction rewriting the chunks between its old and new place (one write a chunk: 500
   * writes would take 250,000 photos). Answers the position it took; null when it is not in the gallery.
   */
  async move(id: string, position: number): Promise<number | null> {
    return this.docs.transaction(async (tx) => {
      const total = (await tx.get<IndexMeta>(META))?.data.total ?? 0;
      const ids = await this.readAll(tx, total);
      const from = ids.indexOf(id);
      if (from < 0) return null;
      const target = Math.min(Math.max(0, position), ids.length - 1);
      const to = ids.length - 1 - target;
      if (to !== from) {
        ids.splice(from, 1);
        ids.splice(to, 0, id);
        for (let k = Math.floor(Math.min(from, to) / CHUNK); k <= Math.floor(Math.max(from, to) / CHUNK); k += 1) {
          tx.set(chunkPath(k), { ids: ids.slice(k * CHUNK, (k + 1) * CHUNK) });
        }
      }
      return target;
    });
  }

  /**
   * Removes a photo from the gallery, from the curation (a deleted free photo leaves the slot empty
   * until the admin chooses or the next upload fills it) and its record in one transaction, so no
   * page lists a half-deleted photo; the ids after it move up a place (rare: admins only). Null
   * when missing.
   */
  async remove(id: string): Promise<PhotoRecord | null> {
    return this.docs.transaction(async (tx) => {
      const photo = await tx.get<PhotoRecord>(photoPath(id));
      const total = (await tx.get<IndexMeta>(META))?.data.total ?? 0;
      const stored = (await tx.get<CurationRecord>(CURATION))?.data;
      const ids = await this.readAll(tx, total);
      const curation = stored ? readCuration(stored) : defaultCuration(ids.slice(-TEASER_COUNT).reverse());
      if (curation.freePhotoId === id || curation.teaserIds.includes(id) || !stored) {
        tx.set(CURATION, { freePhotoId: curation.freePhotoId === id ? null : curation.freePhotoId, teaserIds: curation.teaserIds.filter((other) => other !== id) });
      }
      const kept = ids.filter((other) => other !== id);
      if (kept.length !== ids.length) {
        const chunks = Math.ceil(ids.length / CHUNK);
        for (let k = 0; k < chunks; k += 1) {
          const slice = kept.slice(k * CHUNK, (k + 1) * CHUNK);
          if (slice.length) tx.set(chunkPath(k), { ids: slice });
          else tx.delete(chunkPath(k));
        }
        tx.set(META, { total: kept.length });
      }
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

  /** `count` photos from position `offset` (0 = first shown), and how many there are in all. */
  async page(offset: number, count: number): Promise<{ photos: StoredPhoto[]; total: number }> {
    const { ids: wanted, total } = await this.positions(offset, count);
    const docs = wanted.length ? await this.docs.getMany<PhotoRecord>(wanted.map(photoPath)) : [];
    return { photos: docs.flatMap((doc) => (doc ? [{ id: doc.id, data: doc.data }] : [])), total };
  }

  /** The ids at positions `offset` to `offset + count - 1` of the member order. */
  private async positions(offset: number, count: number): Promise<{ ids: string[]; total: number }> {
    const total = (await this.docs.get<IndexMeta>(META))?.data.total ?? 0;
    // Position p counts back from the index's last id.
    const last = total - 1 - offset;
    const first = Math.max(0, last - count + 1);
    if (last < 0) return { ids: [], total };
    const chunkIds = [...new Set([Math.floor(first / CHUNK), Math.floor(last / CHUNK)])];
    const chunks = await this.docs.getMany<IndexChunk>(chunkIds.map(chunkPath));
    const byPosition = new Map<number, string>();
    chunkIds.forEach((k, i) => chunks[i]?.data.ids.forEach((id, j) => byPosition.set(k * CHUNK + j, id)));
    const ids: string[] = [];
    for (let p = last; p >= first; p -= 1) {
      const id = byPosition.get(p);
      if (id) ids.push(id);
    }
    return { ids, total };
  }

  /** The first (up to) three ids of the member order, in a transaction that has read the last chunk. */
  private async newestIds(tx: Transaction, total: number, lastChunk: string[]): Promise<string[]> {
    const k = Math.floor(total / CHUNK);
    const before = lastChunk.length < TEASER_COUNT && k > 0 ? ((await tx.get<IndexChunk>(chunkPath(k - 1)))?.data.ids ?? []) : [];
    return [...before, ...lastChunk].slice(-TEASER_COUNT).reverse();
  }

  private async readAll(tx: Transaction, total: number): Promise<string[]> {
    const ids: string[] = [];
    for (let k = 0; k * CHUNK < total; k += 1) ids.push(...((await tx.get<IndexChunk>(chunkPath(k)))?.data.ids ?? []));
    return ids;
  }
}

const readCuration = (stored: CurationRecord): Curation => ({
  freePhotoId: typeof stored.freePhotoId === 'string' ? stored.freePhotoId : null,
  teaserIds: Array.isArray(stored.teaserIds) ? stored.teaserIds.filter((id): id is string => typeof id === 'string').slice(0, TEASER_COUNT) : [],
});

/** The curation a gallery from before curation stood for: its first photo free, its first three teasers. */
const defaultCuration = (firstIds: string[]): Curation => ({ freePhotoId: firstIds[0] ?? null, teaserIds: firstIds.slice(0, TEASER_COUNT) });
