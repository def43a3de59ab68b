/** POST /account/check-ins (docs/API.md, "Check-ins"): `{}` reads the member's settings; any field changes them. */
import type { checkInEndpoints, CheckInSettings } from '@bela/contracts/check-ins';
import type { RequestBody } from '@bela/contracts/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { checkInKeys } from './query-keys';

type SettingsEndpoint = typeof checkInEndpoints.settings;
export type CheckInChange = RequestBody<SettingsEndpoint>;

export async function checkInSettings(change: CheckInChange = {}): Promise<CheckInSettings> {
  const { settings } = await apiPost<SettingsEndpoint>('/account/check-ins', change);
  return settings;
}

export function useCheckInSettings(uid: string | null) {
  return useQuery({ queryKey: checkInKeys.settings(uid), queryFn: () => checkInSettings(), enabled: uid !== null });
}

/** A change; the section shows the server's answer. */
export function useChangeCheckIns(uid: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: checkInKeys.change(uid),
    mutationFn: (change: CheckInChange) => checkInSettings(change),
    onSuccess: (settings) => queryClient.setQueryData(checkInKeys.settings(uid), settings),
  });
}
