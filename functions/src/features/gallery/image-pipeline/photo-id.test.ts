import { describe, expect, it } from 'vitest';
import { newPhotoId } from './photo-id';

describe('newPhotoId', () => {
  it('gives 20 URL-safe characters, different every time', () => {
    const ids = Array.from({ length: 1000 }, newPhotoId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
