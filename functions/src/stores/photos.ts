/**
 * Owner of `photos/{id}` (a gallery photo and the paths of its stored variants) and of the gallery
 * index under `galleryIndex/`: the ids of every photo in upload order, in chunks of 500, plus a
 * count. A page of the gallery then costs the same few reads whatever the number of photos (the
 * count, one or two chunks, one batch of photos), and the count gives the number of pages.
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

const CHUNK = 500;
const META = 'galleryIndex/meta';
const chunkPath = (k: number) => `galleryIndex/chunk-${k}`;
const photoPath = (id: string) => `photos/${id}`;

export class PhotoStore {
  constructor(private readonly docs: DocStore) {}

  /** Records a photo whose variants are all stored, and puts it first in the gallery. */
  async add(id: string, record: PhotoRecord): Promise<void> {
    await this.docs.transaction(async (tx) => {
      const total = (await tx.get<IndexMeta>(META))?.data.total ?? 0;
      const k = Math.floor(total / CHUNK);
      const chunk = (await tx.get<IndexChunk>(chunkPath(k)))?.data.ids ?? [];
      tx.create(photoPath(id), record);
      tx.set(chunkPath(k), { ids: [...chunk, id] });
      tx.set(META, { total: total + 1 });
    });
  }

  /**
   * Removes a photo from the gallery and its record in one transaction, so no page lists a
   * half-deleted photo; the ids after it move up a place (rare: admins only). Null when missing.
   */
  async remove(id: string): Promise<PhotoRecord | null> {
    return this.docs.transaction(async (tx) => {
      const photo = await tx.get<PhotoRecord>(photoPath(id));
      const total = (await tx.get<IndexMeta>(META))?.data.total ?? 0;
      const ids = await this.readAll(tx, total);
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

  async get(id: string): Promise<PhotoRecord | null> {
    return (await this.docs.get<PhotoRecord>(photoPath(id)))?.data ?? null;
  }

  /** `count` photos from position `offset` (0 = newest), and how many there are in all. */
  async page(offset: number, count: number): Promise<{ photos: StoredPhoto[]; total: number }> {
    const total = (await this.docs.get<IndexMeta>(META))?.data.total ?? 0;
    // Newest first: position p counts back from the last uploaded id.
    const last = total - 1 - offset;
    const first = Math.max(0, last - count + 1);
    if (last < 0) return { photos: [], total };
    const chunkIds = [...new Set([Math.floor(first / CHUNK), Math.floor(last / CHUNK)])];
    const chunks = await this.docs.getMany<IndexChunk>(chunkIds.map(chunkPath));
    const byPosition = new Map<number, string>();
    chunkIds.forEach((k, i) => chunks[i]?.data.ids.forEach((id, j) => byPosition.set(k * CHUNK + j, id)));
    const wanted: string[] = [];
    for (let p = last; p >= first; p -= 1) {
      const id = byPosition.get(p);
      if (id) wanted.push(id);
    }
    const docs = wanted.length ? await this.docs.getMany<PhotoRecord>(wanted.map(photoPath)) : [];
    return { photos: docs.flatMap((doc) => (doc ? [{ id: doc.id, data: doc.data }] : [])), total };
  }

  private async readAll(tx: Transaction, total: number): Promise<string[]> {
    const ids: string[] = [];
    for (let k = 0; k * CHUNK < total; k += 1) ids.push(...((await tx.get<IndexChunk>(chunkPath(k)))?.data.ids ?? []));
    return ids;
  }
}
