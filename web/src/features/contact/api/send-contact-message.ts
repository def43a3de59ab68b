import type { ContactRequest } from '@shared/schemas';
import { apiPost } from '../../../lib/api-client';

/** POST /email/contact (no auth needed; the bearer is sent when signed in). */
export function sendContactMessage(body: ContactRequest): Promise<{ id: string }> {
  return apiPost<{ id: string }>('/email/contact', body);
}
