import { describe, expect, it } from 'vitest';
import { outcomeOf } from './upload-outcome';

describe('the outcome of one image', () => {
  it('is stored when the server kept it', () => {
    expect(outcomeOf('k', 'a.jpg', { files: [{ originalName: 'a.jpg', id: 'p1' }], rejected: [] })).toEqual({
      key: 'k',
      name: 'a.jpg',
      stored: true,
      message: null,
      photoId: 'p1',
    });
  });

  it("is refused with the server's reason", () => {
    const refused = outcomeOf('k', 'b.jpg', { files: [], rejected: [{ originalName: 'b.jpg', message: 'b.jpg is not a valid image type.' }] });
    expect(refused).toMatchObject({ stored: false, message: 'b.jpg is not a valid image type.' });
  });

  it('is refused when the answer names neither', () => {
    expect(outcomeOf('k', 'c.jpg', { files: [], rejected: [] })).toMatchObject({ stored: false, message: 'c.jpg could not be saved. Please try again.' });
  });
});
