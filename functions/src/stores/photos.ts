/**
 * Owner of `photos/{id}` (a gallery photo and the paths of its stored variants) and of
 * `galleryIndex/photos`, the ids of every photo newest first. The index makes a page of the gallery
 * cost two reads whatever its number (one for the index, one batch for the page), and gives the
 * total for the page count; at ~21 bytes an id it holds tens of thousands of photos within
 * Firestore's 1 MiB document limit.
 */
import type { DocStore } from '../ports/doc-store';

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

interface GalleryIndex {
  ids: string[];
  [key: string]: unknown;
}

const INDEX = 'galleryIndex/photos';
const photoPath = (id: string) => `photos/${id}`;

export class PhotoStore {
  constructor(private readonly docs: DocStore) {}

  /** Records a photo whose variants are all stored, and puts it first in the gallery. */
  async add(id: string, record: PhotoRecord): Promise<void> {
    await this.docs.transaction(async (tx) => {
      const index = await tx.get<GalleryIndex>(INDEX);
      tx.create(photoPath(id), record);
      tx.set(INDEX, { ids: [id, ...(index?.data.ids ?? []).filter((other) => other !== id)] });
    });
  }

  /** The photo's record, or null; removes it from the gallery first, so no page lists a half-deleted photo. */
  async remove(id: string): Promise<PhotoRecord | null> {
    return this.docs.transaction(async (tx) => {
      const [index, photo] = [await tx.get<GalleryIndex>(INDEX), await tx.get<PhotoRecord>(photoPath(id))];
      if (index) tx.set(INDEX, { ids: index.data.ids.filter((other) => other !== id) });
      if (photo) tx.delete(photoPath(id));
      return photo?.data ?? null;
    });
  }

  async get(id: string): Promise<PhotoRecord | null> {
    return (await this.docs.get<PhotoRecord>(photoPath(id)))?.data ?? null;
  }

  /** `count` photos from position `offset` (0 = newest), and how many there are in all. */
  async page(offset: number, count: number): Promise<{ photos: StoredPhoto[]; total: number }> {
    const ids = (await this.docs.get<GalleryIndex>(INDEX))?.data.ids ?? [];
    const wanted = ids.slice(offset, offset + count);
    const docs = wanted.length ? await this.docs.getMany<PhotoRecord>(wanted.map(photoPath)) : [];
    const photos = docs.flatMap((doc) => (doc ? [{ id: doc.id, data: doc.data }] : []));
    return { photos, total: ids.length };
  }
}
