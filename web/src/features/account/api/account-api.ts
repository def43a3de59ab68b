/** The account endpoints the chat screen's dialogs use (docs/API.md, "Accounts"; SPEC section 7). */
import type { UserInfo } from '@shared/schemas';
import { apiPost } from '../../../lib/api-client';

export interface AccountExport {
  exportedAt: string;
  profile: Partial<UserInfo> & Record<string, unknown>;
  conversations: unknown[];
}

/** POST /account/export: everything stored about the caller. */
export function exportAccountData(): Promise<AccountExport> {
  return apiPost<AccountExport>('/account/export', {}, { timeoutMs: 60_000 });
}

/** POST /account/delete: removes the identity account, every document and every file. */
export function deleteAccount(): Promise<{ deleted: true }> {
  return apiPost<{ deleted: true }>('/account/delete', { confirm: 'DELETE' }, { timeoutMs: 60_000 });
}

/** POST /stripe/create-checkout: the URL of the payment page. */
export function createCheckout(): Promise<{ url?: string }> {
  return apiPost<{ url?: string }>('/stripe/create-checkout', { options: {} });
}

