import type { contactEndpoints } from '@shared/contracts/contact';
import type { RequestBody, ResponseData } from '@shared/contracts/endpoint';
import { apiPost } from '../../../lib/api-client';

type ContactEndpoint = typeof contactEndpoints.contact;

/** POST /email/contact (no auth needed; the bearer is sent when signed in). */
export function sendContactMessage(body: RequestBody<ContactEndpoint>): Promise<ResponseData<ContactEndpoint>> {
  return apiPost<ContactEndpoint>('/email/contact', body);
}
