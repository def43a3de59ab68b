/** The gallery's words (SPEC sections 7 and 8, "Gallery"). */
import { isApiError } from '../../../lib/api-error';

export const galleryMessages = {
  loginRequired: 'Please log in to view photos',
  loadFailed: 'Failed to load photos. Please try again.',
  loadMoreFailed: 'Failed to load more photos',
} as const;

/**
 * What went wrong with a photos request: an HTTP refusal reads 'HTTP error! status: <code>',
 * anything else (timeout, no connection) its own message; both wrapped as 'Failed to fetch photos: ...'.
 */
export function fetchFailureDetail(error: unknown): string {
  const reason =
    isApiError(error) && error.status > 0
      ? `HTTP error! status: ${error.status}`
      : error instanceof Error && error.message
        ? error.message
        : 'Unknown error';
  return `Failed to fetch photos: ${reason}`;
}

/** A failed load as the page words it: the SPEC's message, and what went wrong beneath it. */
export interface GalleryFailure {
  message: string;
  /** 'Failed to fetch photos: HTTP error! status: 500' and the like. */
  detail: string;
}

export const galleryFailure = (message: string, error: unknown): GalleryFailure => ({ message, detail: fetchFailureDetail(error) });
