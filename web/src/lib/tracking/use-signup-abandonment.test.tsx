/**
 * A visitor who leaves the sign-up page after typing an e-mail is reported once: closing the tab
 * as a beacon (the request outlives the page), moving to another page of the app as an ordinary
 * request (also the analytics journey's path, tests/e2e/analytics.spec.ts). Both name /signup.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { analyticsEndpoints } from '@bela/contracts/analytics';
import { callsTo } from '../../testing/api-handlers';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A visit reports one abandonment at most: each test loads the tracking modules afresh.
let updateSignupDraft: typeof import('./signup-tracking').updateSignupDraft;
let useSignupAbandonment: typeof import('./use-signup-abandonment').useSignupAbandonment;
beforeEach(async () => {
  vi.resetModules();
  ({ updateSignupDraft } = await import('./signup-tracking'));
  ({ useSignupAbandonment } = await import('./use-signup-abandonment'));
});

async function beaconBody(call: unknown[]): Promise<Record<string, unknown>> {
  return JSON.parse(await (call[1] as Blob).text()) as Record<string, unknown>;
}

describe('useSignupAbandonment', () => {
  it('sends the draft as a beacon when the page goes away, once', async () => {
    // Undone after the test by the set-up's vi.restoreAllMocks.
    const sendBeacon = vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
    window.history.replaceState(null, '', '/signup');
    const { unmount } = renderHook(() => useSignupAbandonment());

    // Nothing typed yet: hiding the tab reports nothing.
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();

    updateSignupDraft({ method: 'email', email: ' left@example.test ', displayName: 'Lee' });
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    unmount();

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url] = sendBeacon.mock.calls[0] as unknown[];
    expect(String(url)).toMatch(/\/utility\/track-action$/);
    expect(await beaconBody(sendBeacon.mock.calls[0] as unknown[])).toMatchObject({
      actionType: 'signup_abandon',
      signupMethod: 'email',
      abandonedEmail: 'left@example.test',
      abandonedDisplayName: 'Lee',
      page: '/signup',
    });
  });

  it('reports leaving for another page of the app as a request, naming the sign-up page', async () => {
    window.history.replaceState(null, '', '/signup');
    const { unmount } = renderHook(() => useSignupAbandonment());
    updateSignupDraft({ method: 'google', email: 'g@example.test', displayName: '' });
    // The router shows the next page before the sign-up page's clean-up runs.
    window.history.replaceState(null, '', '/');
    unmount();
    await waitFor(() => expect(callsTo(analyticsEndpoints.trackAction.path)).toHaveLength(1));
    expect(callsTo(analyticsEndpoints.trackAction.path)[0]!.body).toMatchObject({
      actionType: 'signup_abandon',
      signupMethod: 'google',
      abandonedEmail: 'g@example.test',
      abandonedDisplayName: null,
      page: '/signup',
    });
  });
});
