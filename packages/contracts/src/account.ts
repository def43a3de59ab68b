/** The caller's own data: export, deletion and the waitlist check. */
import { z } from 'zod';
import { email, isoTime } from './common';
import { endpoint } from './endpoint';
import { userInfo } from './auth';
import { exportedConversation } from './chat-export';
import { memory } from './memories';

/** The confirmation word guards against a stray call. */
export const deleteAccountRequest = z.object({
  confirm: z.literal('DELETE', { message: 'Type DELETE to confirm.' }),
});

export const checkWaitlistRequest = z.object({ email });

const exportedRecord = z.record(z.string(), z.unknown());

export const accountExport = z.object({
  exportedAt: isoTime,
  profile: userInfo,
  /** As the chat's export has them (`conversationsExport`'s conversations). */
  conversations: z.array(exportedConversation),
  /** What Bela remembers, each memory with its earlier versions. */
  memories: z.array(memory),
  activity: z.record(z.string(), z.array(exportedRecord)),
});

export const accountEndpoints = {
  export: endpoint({
    method: 'POST',
    path: '/account/export',
    access: 'user',
    summary: "Every document of the caller's, as a JSON download.",
    response: accountExport,
  }),
  delete: endpoint({
    method: 'POST',
    path: '/account/delete',
    access: 'user',
    summary: "Deletes the caller's identity account, documents and files.",
    body: deleteAccountRequest,
    response: z.object({ deleted: z.literal(true) }),
  }),
  checkWaitlist: endpoint({
    method: 'POST',
    path: '/data/check-waitlist',
    access: 'user',
    summary: "Whether the caller's own e-mail is on the waitlist (14-day trial).",
    body: checkWaitlistRequest,
    response: z.object({ exists: z.boolean() }),
  }),
};
