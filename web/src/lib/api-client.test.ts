import type { accountEndpoints } from '@bela/contracts/account';
import type { authEndpoints } from '@bela/contracts/auth';
import type { chatEndpoints } from '@bela/contracts/chat';
import type { galleryEndpoints } from '@bela/contracts/gallery';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./api-transport', () => ({ requestJson: vi.fn(async () => ({ ok: 1 })), postEventStream: vi.fn() }));

const { apiEventStream, apiGet, apiPost } = await import('./api-client');
const { postEventStream, requestJson } = await import('./api-transport');

beforeEach(() => {
  vi.mocked(requestJson).mockClear();
  vi.mocked(postEventStream).mockClear();
});

describe('typed API calls', () => {
  it('send the contract endpoint through the transport', async () => {
    await expect(apiPost<typeof authEndpoints.userInfo>('/auth/user-info', { token: 't' }, { timeoutMs: 5 })).resolves.toEqual({ ok: 1 });
    expect(requestJson).toHaveBeenLastCalledWith({ method: 'POST', path: '/auth/user-info', body: { token: 't' } }, { timeoutMs: 5 });

    await apiGet<typeof galleryEndpoints.landingPreview>('/images/landing-preview', { limit: 3 });
    expect(requestJson).toHaveBeenLastCalledWith({ method: 'GET', path: '/images/landing-preview', query: { limit: 3 } }, undefined);

    const body = { messages: [{ role: 'user', content: 'Hi' }] };
    await apiEventStream<typeof chatEndpoints.chatStream>('/ai/chat/stream', body);
    expect(postEventStream).toHaveBeenLastCalledWith('/ai/chat/stream', body, undefined);
  });

  it('accept only the path of the named contract (checked by tsc; these calls never run)', () => {
    const neverCalled = () => [
      // @ts-expect-error the path is not the contract's
      apiPost<typeof chatEndpoints.conversations>('/ai/conversation', { limit: 2 }),
      // @ts-expect-error a call must name its contract
      apiPost('/ai/conversations', { limit: 2 }),
      // @ts-expect-error GET /ai/model cannot be posted
      apiPost<typeof chatEndpoints.model>('/ai/model', undefined),
      // @ts-expect-error the streamed endpoint answers no JSON
      apiPost<typeof chatEndpoints.chatStream>('/ai/chat/stream', { messages: [] }),
      // @ts-expect-error the body does not match the contract
      apiPost<typeof accountEndpoints.delete>('/account/delete', { confirm: 'yes' }),
      // @ts-expect-error only a streamed endpoint can be read as a stream
      apiEventStream<typeof chatEndpoints.chat>('/ai/chat', { messages: [] }),
    ];
    expect(neverCalled).toBeTypeOf('function');
  });
});
