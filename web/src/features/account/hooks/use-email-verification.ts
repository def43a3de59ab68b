/**
 * 'I have verified my email' and 'Resend verification email' (SPEC section 4 'E-mail
 * verification'), and the one message the banner shows: that of the last of the two to finish.
 */
import { currentUser } from '../../../lib/firebase';
import { useCheckEmailVerification } from '../api/check-email-verification';
import { useResendVerificationEmail } from '../api/resend-verification-email';
import { verificationMessages } from '../utils/account-messages';
import { announceVerified } from './use-verification-watch';

export type VerificationResult = { severity: 'success' | 'info' | 'error'; text: string } | null;

// Constant objects: the banner's timers follow a result by identity.
const results = {
  verified: { severity: 'success', text: verificationMessages.success },
  notYet: { severity: 'info', text: verificationMessages.notYet },
  checkFailed: { severity: 'error', text: verificationMessages.error },
  resent: { severity: 'success', text: verificationMessages.resent },
  resendFailed: { severity: 'error', text: verificationMessages.resendFailed },
} as const satisfies Record<string, VerificationResult>;

export function useEmailVerification(onVerified?: () => void) {
  const checking = useCheckEmailVerification();
  const sending = useResendVerificationEmail();

  const check = () => {
    const user = currentUser();
    if (!user) return;
    // Starting one clears the other's message: only one mutation holds a result at a time.
    sending.reset();
    checking.mutate(user, {
      onSuccess: (verified) => {
        if (!verified) return;
        announceVerified();
        onVerified?.();
      },
      onError: (error) => console.warn('Verification check failed', error),
    });
  };

  const resend = () => {
    const user = currentUser();
    if (!user) return;
    checking.reset();
    sending.mutate(user, { onError: (error) => console.warn('Resending the verification e-mail failed', error) });
  };

  let result: VerificationResult = null;
  if (checking.isSuccess) result = checking.data ? results.verified : results.notYet;
  else if (checking.isError) result = results.checkFailed;
  else if (sending.isSuccess) result = results.resent;
  else if (sending.isError) result = results.resendFailed;

  return { check, resend, checking: checking.isPending, sending: sending.isPending, result };
}
