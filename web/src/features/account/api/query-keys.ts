/** The account dialog's mutation keys (each change the member makes to their own account). */
export const accountKeys = {
  checkout: () => ['account', 'checkout'] as const,
  portal: () => ['account', 'portal'] as const,
  deletion: () => ['account', 'delete'] as const,
  dataExport: () => ['account', 'export'] as const,
  verificationCheck: () => ['account', 'email-verification', 'check'] as const,
  verificationResend: () => ['account', 'email-verification', 'resend'] as const,
};
