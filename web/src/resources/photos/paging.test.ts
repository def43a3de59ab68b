import { describe, expect, it } from 'vitest';
import { galleryPhoto } from '../../testing/gallery-fixtures';
import { hasMorePages, isShowablePhoto, nextPageNumber, photoPageRequest, showablePhotos } from './paging';

const photo = galleryPhoto;

describe('photo paging', () => {
  it('asks 15 photos on the first page and 12 on every later one', () => {
    expect(photoPageRequest(1)).toEqual({ page: 1, limit: 15 });
    expect(photoPageRequest(2)).toEqual({ page: 2, limit: 12 });
    expect(photoPageRequest(7)).toEqual({ page: 7, limit: 12 });
  });

  it('has more while the page is before the last one', () => {
    expect(hasMorePages({ page: 1, totalPages: 2 })).toBe(true);
    expect(hasMorePages({ page: 2, totalPages: 2 })).toBe(false);
    expect(hasMorePages({ page: 1, totalPages: 0 })).toBe(false);
  });

  it('drops photos without a thumbnail URL', () => {
    const kept = [photo('a'), photo('b', { publicThumbnailUrl: '' }), { id: 'c' }, null, 'd'].filter(isShowablePhoto);
    expect(kept.map((p) => p.id)).toEqual(['a']);
    const page = { photos: [photo('a'), photo('b', { publicThumbnailUrl: '' })], pagination: { page: 1, totalPages: 1, total: 2, hasMore: false } };
    expect(showablePhotos(page)).toEqual({ ...page, photos: [photo('a')] });
  });

  it('asks the page after the last one read, until the last', () => {
    const last = (page: number, totalPages: number) => ({ pagination: { page, totalPages, total: 30, hasMore: page < totalPages } });
    expect(nextPageNumber(last(1, 3))).toBe(2);
    expect(nextPageNumber(last(3, 3))).toBeUndefined();
  });
});
