/** 'Resend verification email': Firebase Auth sends the verification link again. */
import { useMutation } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { loadAuth } from '../../../lib/firebase';
import { accountKeys } from './query-keys';

export async function resendVerificationEmail(user: User): Promise<void> {
  const { sdk } = await loadAuth();
  await sdk.sendEmailVerification(user);
}

export function useResendVerificationEmail() {
  return useMutation({ mutationKey: accountKeys.verificationResend(), mutationFn: resendVerificationEmail });
}
