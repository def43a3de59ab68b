/** POST /account/check-ins/push-token and /opened (docs/API.md, "Check-ins"). */
import type { checkInEndpoints } from '@bela/contracts/check-ins';
import { apiPost } from '../../../lib/api-client';

export async function keepPushToken(token: string, remove = false): Promise<number> {
  const { devices } = await apiPost<typeof checkInEndpoints.pushToken>('/account/check-ins/push-token', { token, ...(remove ? { remove } : {}) });
  return devices;
}

export async function noteCheckInOpened(conversationId: string, messageId: string): Promise<boolean> {
  const { recorded } = await apiPost<typeof checkInEndpoints.opened>('/account/check-ins/opened', { conversationId, messageId });
  return recorded;
}
