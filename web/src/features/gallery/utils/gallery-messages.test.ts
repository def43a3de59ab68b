import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { fetchFailureDetail, galleryMessages } from './gallery-messages';

describe('gallery messages', () => {
  it('uses the wording of the specification', () => {
    expect(galleryMessages).toEqual({
      loginRequired: 'Please log in to view photos',
      loadFailed: 'Failed to load photos. Please try again.',
      loadMoreFailed: 'Failed to load more photos',
    });
  });

  it('words an HTTP refusal by its status', () => {
    expect(fetchFailureDetail(new ApiError(500, 'internal', 'Something went wrong. Please try again.'))).toBe(
      'Failed to fetch photos: HTTP error! status: 500',
    );
    expect(fetchFailureDetail(new ApiError(401, 'invalid-token', 'Invalid or expired authentication token.'))).toBe(
      'Failed to fetch photos: HTTP error! status: 401',
    );
  });

  it('words a failure without an answer by its own message', () => {
    expect(fetchFailureDetail(new ApiError(0, 'timeout', 'Request timed out - server may be unavailable'))).toBe(
      'Failed to fetch photos: Request timed out - server may be unavailable',
    );
    expect(fetchFailureDetail('nope')).toBe('Failed to fetch photos: Unknown error');
  });
});
