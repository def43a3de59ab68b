import { describe, expect, it } from 'vitest';
import { galleryPhoto } from '../../../testing/gallery-fixtures';
import { appendPhotos, aspectRatio, photosOfPages } from './photo-paging';

const photo = galleryPhoto;

describe('gallery paging', () => {
  it('keeps a photo once when a later page repeats it', () => {
    expect(appendPhotos([photo('a'), photo('b')], [photo('b'), photo('c')]).map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });

  it('lists the photos of every page read, in order, each once', () => {
    const pages = [{ photos: [photo('a'), photo('b')] }, { photos: [photo('b'), photo('c')] }, { photos: [] }];
    expect(photosOfPages(pages).map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(photosOfPages([])).toEqual([]);
  });

  it('reads the proportions, square when unknown', () => {
    expect(aspectRatio({ width: 480, height: 320 })).toBe(1.5);
    expect(aspectRatio({ width: 0, height: 320 })).toBe(1);
  });
});
