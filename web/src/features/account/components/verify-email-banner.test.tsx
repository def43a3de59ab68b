/** 'Verify Your Email' (SPEC section 2, chat screen; section 8, 'E-mail verification'). */
import { screen, waitFor } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUser, loadAuth, type LoadedAuth } from '../../../lib/firebase';
import { useUserInfo } from '../../../lib/session/use-user-info';
import { answerUserInfo } from '../../../testing/account-fixtures';
import { authEndpoints } from '@bela/contracts/auth';
import { delay } from 'msw';
import { refreshUserInfo } from '../../../lib/session/session';
import { apiFailure, callsTo, onApi } from '../../../testing/api-handlers';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { firebaseUser, memberInfo, signInAs } from '../../../testing/session';
import { VERIFIED_CHANNEL } from '../hooks/use-verification-watch';
import { VerifyEmailBanner } from './verify-email-banner';

// Firebase Auth as far as the banner asks it: the signed-in user, and the SDK that mails the link.
vi.mock('../../../lib/firebase', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/firebase')>()),
  currentUser: vi.fn(),
  loadAuth: vi.fn(),
}));

const unverified = memberInfo({ emailVerified: false, access: { canUseChat: false } });

/** The member's Firebase user, whose address counts as verified after a reload once `clicked` is true. */
function firebaseMember(linkClicked: { clicked: boolean }): User {
  const user = firebaseUser(unverified) as User & { emailVerified: boolean };
  user.reload = async () => {
    user.emailVerified = linkClicked.clicked;
  };
  return user;
}

/** What the rest of the screen reads of the member (the chat's access, say), beside the banner. */
function MemberAccess() {
  const { userInfo } = useUserInfo();
  return <p>{userInfo?.emailVerified ? 'Chat unlocked' : 'Chat locked'}</p>;
}

function renderBanner() {
  const onVerified = vi.fn();
  const rendered = renderWithProviders(
    <>
      <VerifyEmailBanner email="ana@example.com" verified={false} onVerified={onVerified} />
      <MemberAccess />
    </>,
  );
  return { ...rendered, onVerified };
}

beforeEach(() => {
  vi.mocked(currentUser).mockReset();
  vi.mocked(loadAuth).mockReset();
  signInAs(unverified);
});

describe('the verify-email banner', () => {
  it('says so when the link has not been clicked yet', async () => {
    vi.mocked(currentUser).mockReturnValue(firebaseMember({ clicked: false }));
    const { user, onVerified } = renderBanner();

    expect(screen.getByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a verification link to ana@example\.com/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have verified my email' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Verification not detected yet. Please ensure you clicked the link.');
    expect(onVerified).not.toHaveBeenCalled();
    expect(callsTo('/auth/user-info')).toHaveLength(0);
  });

  it("reloads the member's info once the address is verified, then reports success", async () => {
    answerUserInfo(memberInfo());
    vi.mocked(currentUser).mockReturnValue(firebaseMember({ clicked: true }));
    const { user, onVerified } = renderBanner();

    expect(screen.getByText('Chat locked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have verified my email' }));

    // The app's copy of the member is reloaded before the banner reports success.
    expect(await screen.findByRole('status', {}, { timeout: 5_000 })).toHaveTextContent('Verification successful!');
    expect(screen.getByText('Chat unlocked')).toBeInTheDocument();
    expect(callsTo('/auth/user-info')).toHaveLength(1);
    expect(onVerified).toHaveBeenCalledOnce();
  });

  it('reports success only once the newest refresh has come, when an ID-token change overtakes its own', async () => {
    // Firebase tells the app of the new ID token while the check's own request is in flight; the
    // app then asks again, cancelling that request. The check waits for the newer answer.
    let asked = 0;
    server.use(
      onApi(authEndpoints.userInfo, async () => {
        asked += 1;
        if (asked === 1) {
          void refreshUserInfo();
          await delay(50);
          return unverified;
        }
        await delay(100);
        return memberInfo();
      }),
    );
    vi.mocked(currentUser).mockReturnValue(firebaseMember({ clicked: true }));
    const { user, onVerified } = renderBanner();

    await user.click(screen.getByRole('button', { name: 'I have verified my email' }));

    expect(await screen.findByRole('status', {}, { timeout: 5_000 })).toHaveTextContent('Verification successful!');
    expect(screen.getByText('Chat unlocked')).toBeInTheDocument();
    expect(asked).toBe(2);
    expect(onVerified).toHaveBeenCalledOnce();
  });

  it("words a failed check, never success, when the member's info cannot be brought up to date", async () => {
    server.use(onApi(authEndpoints.userInfo, () => apiFailure(503, 'unavailable', 'Service unavailable')));
    vi.mocked(currentUser).mockReturnValue(firebaseMember({ clicked: true }));
    const { user, onVerified } = renderBanner();

    await user.click(screen.getByRole('button', { name: 'I have verified my email' }));

    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('Error checking verification status.');
    expect(screen.queryByText('Verification successful!')).not.toBeInTheDocument();
    expect(screen.getByText('Chat locked')).toBeInTheDocument();
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('sends the link again, and words a failure to send it', async () => {
    const sendEmailVerification = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('auth/too-many-requests'));
    vi.mocked(loadAuth).mockResolvedValue({ sdk: { sendEmailVerification } } as unknown as LoadedAuth);
    vi.mocked(currentUser).mockReturnValue(firebaseMember({ clicked: false }));
    const { user } = renderBanner();

    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Verification email sent! Please check your inbox (and spam folder).');

    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to resend verification email. Please try again later.');
    // One message at a time: the earlier success is gone.
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(sendEmailVerification).toHaveBeenCalledTimes(2);
  });

  describe('coming back from the link (issue 40)', () => {
    /** The member's Firebase user, counting its reloads. */
    function watchedMember(linkClicked: { clicked: boolean }) {
      const user = firebaseMember(linkClicked);
      const reload = user.reload.bind(user);
      const reloads = { count: 0 };
      user.reload = async () => {
        reloads.count += 1;
        await reload();
      };
      return { user, reloads };
    }
    const backToTheTab = () => window.dispatchEvent(new Event('focus'));

    it('notices the verified address when the tab regains focus, without a press of the button', async () => {
      answerUserInfo(memberInfo());
      const linkClicked = { clicked: false };
      vi.mocked(currentUser).mockReturnValue(watchedMember(linkClicked).user);
      const { onVerified } = renderBanner();

      linkClicked.clicked = true;
      backToTheTab();

      expect(await screen.findByRole('status', {}, { timeout: 5_000 })).toHaveTextContent('Verification successful!');
      expect(screen.getByText('Chat unlocked')).toBeInTheDocument();
      expect(onVerified).toHaveBeenCalledOnce();
    });

    it('says nothing when the address is not verified yet, and looks at most once in a while', async () => {
      const { user, reloads } = watchedMember({ clicked: false });
      vi.mocked(currentUser).mockReturnValue(user);
      renderBanner();

      backToTheTab();
      document.dispatchEvent(new Event('visibilitychange'));
      backToTheTab();
      await waitFor(() => expect(reloads.count).toBe(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(reloads.count).toBe(1);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(callsTo('/auth/user-info')).toHaveLength(0);
    });

    it('looks at once when another tab of the app found the address verified', async () => {
      answerUserInfo(memberInfo());
      const linkClicked = { clicked: false };
      vi.mocked(currentUser).mockReturnValue(watchedMember(linkClicked).user);
      const { onVerified } = renderBanner();

      linkClicked.clicked = true;
      const otherTab = new BroadcastChannel(VERIFIED_CHANNEL);
      otherTab.postMessage({ verified: true, tab: 'another-tab' });
      otherTab.close();

      expect(await screen.findByRole('status', {}, { timeout: 5_000 })).toHaveTextContent('Verification successful!');
      expect(onVerified).toHaveBeenCalledOnce();
    });
  });
});
