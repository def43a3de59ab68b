import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';

vi.mock('../../../lib/api-client', () => ({ apiPost: vi.fn(), apiGet: vi.fn(), apiEventStream: vi.fn() }));

const client = await import('../../../lib/api-client');
const postMock = vi.mocked(client.apiPost) as unknown as ReturnType<typeof vi.fn>;
const { useGalleryStore } = await import('./gallery-store');

const gallery = () => useGalleryStore.getState();
const ids = () => gallery().photos.map((photo) => photo.id);
const photo = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  originalName: `${id}.jpg`,
  publicThumbnailUrl: `/t/${id}`,
  locked: false,
  width: 480,
  height: 320,
  createdAt: '',
  ...extra,
});
const page = (photos: unknown[], page: number, totalPages: number, total = 20) => ({ photos, pagination: { page, totalPages, total, hasMore: page < totalPages } });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  postMock.mockReset();
  gallery().reset();
});

describe('the gallery store', () => {
  it('loads 15 photos first, then 12 a page, while the page is before the last', async () => {
    postMock.mockResolvedValueOnce(page([photo('a'), photo('b')], 1, 2));
    await gallery().load();
    expect(postMock).toHaveBeenLastCalledWith('/images/photos', { page: 1, limit: 15 }, expect.anything());
    expect(gallery().hasMore).toBe(true);

    postMock.mockResolvedValueOnce(page([photo('c')], 2, 2));
    await gallery().loadMore();
    expect(postMock).toHaveBeenLastCalledWith('/images/photos', { page: 2, limit: 12 }, expect.anything());
    expect(ids()).toEqual(['a', 'b', 'c']);
    expect(gallery().hasMore).toBe(false);
  });

  it('drops photos without a thumbnail URL', async () => {
    postMock.mockResolvedValueOnce(page([photo('a'), photo('b', { publicThumbnailUrl: '' }), photo('c', { publicThumbnailUrl: undefined })], 1, 1));
    await gallery().load();
    expect(ids()).toEqual(['a']);
  });

  it('reports a failed first page with the HTTP status, and a retry loads it', async () => {
    postMock.mockRejectedValueOnce(new ApiError(503, 'unavailable', 'The service is busy.'));
    await gallery().load();
    expect(gallery().status).toBe('error');
    expect(gallery().error).toEqual({
      message: 'Failed to load photos. Please try again.',
      detail: 'Failed to fetch photos: HTTP error! status: 503',
    });
    postMock.mockResolvedValueOnce(page([photo('a')], 1, 1));
    await gallery().load();
    expect(gallery().status).toBe('ready');
    expect(gallery().error).toBeNull();
  });

  it('keeps the photos shown when a later page fails', async () => {
    postMock.mockResolvedValueOnce(page([photo('a')], 1, 2));
    await gallery().load();
    postMock.mockRejectedValueOnce(new ApiError(0, 'network', 'offline'));
    await gallery().loadMore();
    expect(ids()).toEqual(['a']);
    expect(gallery().moreError?.message).toBe('Failed to load more photos');
    expect(gallery().hasMore).toBe(true);
    expect(gallery().loadingMore).toBe(false);
  });

  it('drops an answer that arrives after the page was left', async () => {
    let answer!: (value: unknown) => void;
    postMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const loading = gallery().load();
    gallery().reset();
    answer(page([photo('a')], 1, 1));
    await loading;
    expect(gallery().status).toBe('idle');
    expect(ids()).toEqual([]);
  });
});
