/** The account endpoints the chat screen's dialogs use (docs/API.md, "Accounts"; SPEC section 7). */
import type { accountEndpoints } from '@shared/contracts/account';
import type { ResponseData } from '@shared/contracts/endpoint';
import { apiPost } from '../../../lib/api-client';

type ExportEndpoint = typeof accountEndpoints.export;
type DeleteEndpoint = typeof accountEndpoints.delete;

export type AccountExport = ResponseData<ExportEndpoint>;

/** POST /account/export: everything stored about the caller. */
export function exportAccountData(): Promise<AccountExport> {
  return apiPost<ExportEndpoint>('/account/export', undefined, { timeoutMs: 60_000 });
}

/** POST /account/delete: removes the identity account, every document and every file. */
export function deleteAccount(): Promise<ResponseData<DeleteEndpoint>> {
  return apiPost<DeleteEndpoint>('/account/delete', { confirm: 'DELETE' }, { timeoutMs: 60_000 });
}
