/** POST /account/export (docs/API.md, "Accounts"): everything stored about the caller. */
import type { accountEndpoints } from '@bela/contracts/account';
import type { ResponseData } from '@bela/contracts/endpoint';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

type ExportEndpoint = typeof accountEndpoints.export;

export type AccountExport = ResponseData<ExportEndpoint>;

export function exportAccountData(): Promise<AccountExport> {
  return apiPost<ExportEndpoint>('/account/export', undefined, { timeoutMs: 60_000 });
}

export function useExportAccountData() {
  return useMutation({ mutationKey: accountKeys.dataExport(), mutationFn: exportAccountData });
}
