import type { contactEndpoints } from '@bela/contracts/contact';
import type { RequestBody, ResponseData } from '@bela/contracts/endpoint';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { contactKeys } from './query-keys';

type ContactEndpoint = typeof contactEndpoints.contact;
export type ContactMessage = RequestBody<ContactEndpoint>;

/** POST /email/contact (no auth needed; the bearer is sent when signed in). */
export function sendContactMessage(body: ContactMessage): Promise<ResponseData<ContactEndpoint>> {
  return apiPost<ContactEndpoint>('/email/contact', body);
}

export function useSendContactMessage() {
  return useMutation({ mutationKey: contactKeys.send(), mutationFn: sendContactMessage });
}
