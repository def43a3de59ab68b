/** The member's user info as every screen reads it: asked for, ordered and kept by the query cache. */
import { authEndpoints } from '@bela/contracts/auth';
import { act, screen } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiFailure, callsTo, onApi } from '../../testing/api-handlers';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render';
import { firebaseUser, memberInfo, signInAs } from '../../testing/session';
import { queryClient } from '../query/query-client';
import { refreshUserInfo } from './session';
import { useSessionStore } from './session-store';
import { useUserInfo } from './use-user-info';
import { userInfoKey } from './user-info-query';

function UserInfoProbe() {
  const { userInfo, status, errorCode, pending } = useUserInfo();
  return (
    <p>
      {status}|{pending ? 'pending' : 'settled'}|{userInfo?.displayName ?? '-'}|{errorCode ?? '-'}
    </p>
  );
}

/** Firebase has restored `info`'s account; nothing of its info is cached yet. */
function restoreSession(info = memberInfo()) {
  useSessionStore.setState({ user: firebaseUser(info), status: 'signed-in', authChecked: true });
}

const USER_INFO = '/auth/user-info';

describe('useUserInfo', () => {
  it('asks for a restored account’s info with its ID token and shows it', async () => {
    server.use(onApi(authEndpoints.userInfo, () => memberInfo({ displayName: 'Ana Restored' })));
    restoreSession();
    renderWithProviders(<UserInfoProbe />);
    expect(screen.getByText('loading|pending|-|-')).toBeInTheDocument();
    expect(await screen.findByText('ready|settled|Ana Restored|-')).toBeInTheDocument();
    expect(callsTo(USER_INFO)).toEqual([{ path: USER_INFO, body: { token: 'test-id-token-member-1' } }]);
  });

  it('asks nothing while a login is in progress, and asks once it ends without the info', async () => {
    server.use(onApi(authEndpoints.userInfo, () => memberInfo()));
    useSessionStore.setState({ authFlow: 'login' });
    restoreSession();
    renderWithProviders(<UserInfoProbe />);
    expect(screen.getByText('idle|pending|-|-')).toBeInTheDocument();
    expect(callsTo(USER_INFO)).toHaveLength(0);
    act(() => useSessionStore.getState().setAuthFlow(null));
    expect(await screen.findByText('ready|settled|Ana Member|-')).toBeInTheDocument();
    expect(callsTo(USER_INFO)).toHaveLength(1);
  });

  it('never lets a slow earlier answer replace a newer one', async () => {
    let asked = 0;
    server.use(
      onApi(authEndpoints.userInfo, async () => {
        asked += 1;
        // The first request is slow and carries the info from before the member verified.
        if (asked === 1) {
          await delay(150);
          return memberInfo({ displayName: 'Before verification', emailVerified: false });
        }
        return memberInfo({ displayName: 'After verification' });
      }),
    );
    signInAs(memberInfo({ displayName: 'Shown first' }));
    renderWithProviders(<UserInfoProbe />);
    await act(async () => {
      void refreshUserInfo();
      await delay(10);
      await refreshUserInfo();
    });
    expect(await screen.findByText('ready|settled|After verification|-')).toBeInTheDocument();
    await act(() => delay(250));
    expect(screen.getByText('ready|settled|After verification|-')).toBeInTheDocument();
  });

  it('reports a failed first load with its code, and Retry loads the info', async () => {
    let fail = true;
    server.use(
      onApi(authEndpoints.userInfo, () => (fail ? apiFailure(503, 'unavailable', 'Service unavailable') : memberInfo({ displayName: 'Back' }))),
    );
    restoreSession();
    renderWithProviders(<UserInfoProbe />);
    expect(await screen.findByText('error|settled|-|unavailable')).toBeInTheDocument();
    fail = false;
    await act(() => refreshUserInfo());
    expect(await screen.findByText('ready|settled|Back|-')).toBeInTheDocument();
  });

  it('keeps the info shown when a refresh fails', async () => {
    server.use(onApi(authEndpoints.userInfo, () => apiFailure(503, 'unavailable', 'Service unavailable')));
    signInAs(memberInfo({ displayName: 'Kept' }));
    renderWithProviders(<UserInfoProbe />);
    await act(() => refreshUserInfo());
    expect(callsTo(USER_INFO)).toHaveLength(1);
    expect(screen.getByText('ready|settled|Kept|-')).toBeInTheDocument();
  });

  it('a refresh asks the server even when no screen reads the info at that moment', async () => {
    server.use(onApi(authEndpoints.userInfo, () => memberInfo({ displayName: 'Refreshed' })));
    signInAs(memberInfo({ displayName: 'Stored by the login' }));
    await refreshUserInfo();
    expect(callsTo(USER_INFO)).toHaveLength(1);
    renderWithProviders(<UserInfoProbe />);
    expect(screen.getByText('ready|settled|Refreshed|-')).toBeInTheDocument();
  });

  it('says a Google account has no profile yet without asking the server', () => {
    restoreSession();
    useSessionStore.setState({ profileMissing: true });
    renderWithProviders(<UserInfoProbe />);
    expect(screen.getByText('error|settled|-|user-not-found')).toBeInTheDocument();
    expect(callsTo(USER_INFO)).toHaveLength(0);
  });

  it('shows nothing of another account’s info', async () => {
    signInAs(memberInfo({ uid: 'first', displayName: 'First member' }));
    server.use(onApi(authEndpoints.userInfo, () => memberInfo({ uid: 'second', displayName: 'Second member' })));
    renderWithProviders(<UserInfoProbe />);
    expect(screen.getByText('ready|settled|First member|-')).toBeInTheDocument();
    act(() => restoreSession(memberInfo({ uid: 'second' })));
    expect(await screen.findByText('ready|settled|Second member|-')).toBeInTheDocument();
  });
  it('asks again when its first request is cancelled with nothing cached, rather than loading for ever', async () => {
    server.use(
      onApi(authEndpoints.userInfo, async () => {
        await delay(100);
        return memberInfo({ displayName: 'Asked again' });
      }),
    );
    restoreSession();
    renderWithProviders(<UserInfoProbe />);
    expect(screen.getByText('loading|pending|-|-')).toBeInTheDocument();
    // Something cancels the request in flight (a refresh that gives up, the last reader leaving
    // meanwhile): the query goes back to having neither an answer nor a request.
    await act(() => queryClient.cancelQueries({ queryKey: userInfoKey('member-1') }));
    expect(await screen.findByText('ready|settled|Asked again|-')).toBeInTheDocument();
  });
});
