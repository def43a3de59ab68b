/** POST /account/delete (docs/API.md, "Accounts"): removes the identity account, every document and every file. */
import type { accountEndpoints } from '@bela/contracts/account';
import type { ResponseData } from '@bela/contracts/endpoint';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

type DeleteEndpoint = typeof accountEndpoints.delete;

export function deleteAccount(): Promise<ResponseData<DeleteEndpoint>> {
  return apiPost<DeleteEndpoint>('/account/delete', { confirm: 'DELETE' }, { timeoutMs: 60_000 });
}

/** The caller signs out once it has succeeded (the dialog's `onDeleted`), which drops the session's data. */
export function useDeleteAccount() {
  return useMutation({ mutationKey: accountKeys.deletion(), mutationFn: deleteAccount });
}
