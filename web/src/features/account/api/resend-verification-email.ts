/** 'Resend verification email': Firebase Auth sends the verification link again. */
import { useMutation } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { loadAuth } from '../../../lib/firebase';

export async function resendVerificationEmail(user: User): Promise<void> {
  const { sdk } = await loadAuth();
  await sdk.sendEmailVerification(user);
}

export function useResendVerificationEmail() {
  return useMutation({ mutationKey: ['account', 'email-verification', 'resend'], mutationFn: resendVerificationEmail });
}
