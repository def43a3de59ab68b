import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { toLoadError } from './load-error';

describe('toLoadError', () => {
  it("reports a 401 as 'Authentication required', which a retry cannot mend", () => {
    expect(toLoadError(new ApiError(401, 'unauthenticated', 'Missing token'))).toEqual({ message: 'Authentication required', unauthorized: true });
  });

  it('shows any other failure with its own text', () => {
    expect(toLoadError(new ApiError(500, 'internal', 'Statistics are unavailable.'))).toEqual({ message: 'Statistics are unavailable.', unauthorized: false });
    expect(toLoadError(new ApiError(403, 'forbidden', 'Admins only.')).unauthorized).toBe(false);
  });

  it('falls back to a plain sentence when the error has no text', () => {
    expect(toLoadError('nope')).toEqual({ message: 'Something went wrong.', unauthorized: false });
  });
});
