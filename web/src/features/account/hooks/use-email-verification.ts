/**
 * 'I have verified my email' and 'Resend verification email' (SPEC section 4 'E-mail
 * verification'): reload the Firebase user, refresh the ID token and the user info, and report.
 */
import { useCallback, useState } from 'react';
import { currentUser, loadAuth } from '../../../lib/firebase';
import { refreshUserInfo } from '../../../lib/session/session';
import { verificationMessages } from '../utils/account-messages';

export type VerificationResult = { severity: 'success' | 'info' | 'error'; text: string } | null;

export function useEmailVerification(onVerified?: () => void) {
  const [checking, setChecking] = useState(false);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<VerificationResult>(null);

  const check = useCallback(async () => {
    const user = currentUser();
    if (!user) return;
    setChecking(true);
    setResult(null);
    try {
      await user.reload();
      const current = currentUser() ?? user;
      if (current.emailVerified) {
        // A fresh token carries email_verified: true, which the server checks.
        await current.getIdToken(true);
        await refreshUserInfo({ silent: true });
        setResult({ severity: 'success', text: verificationMessages.success });
        onVerified?.();
      } else {
        setResult({ severity: 'info', text: verificationMessages.notYet });
      }
    } catch (error) {
      console.warn('Verification check failed', error);
      setResult({ severity: 'error', text: verificationMessages.error });
    } finally {
      setChecking(false);
    }
  }, [onVerified]);

  const resend = useCallback(async () => {
    const user = currentUser();
    if (!user) return;
    setSending(true);
    setResult(null);
    try {
      const { sdk } = await loadAuth();
      await sdk.sendEmailVerification(user);
      setResult({ severity: 'success', text: verificationMessages.resent });
    } catch (error) {
      console.warn('Resending the verification e-mail failed', error);
      setResult({ severity: 'error', text: verificationMessages.resendFailed });
    } finally {
      setSending(false);
    }
  }, []);

  return { check, resend, checking, sending, result };
}
