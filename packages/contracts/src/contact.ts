/** The support form (SPEC.md section 7, POST /email/contact). */
import { z } from 'zod';
import { email, idAnswer } from './common';
import { endpoint } from './endpoint';

export const contactRequest = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(100),
  email,
  subject: z.string().trim().max(200).optional().default(''),
  message: z.string().trim().min(1, 'Please enter a message.').max(5000),
});

export const contactEndpoints = {
  contact: endpoint({
    method: 'POST',
    path: '/email/contact',
    access: 'public',
    // A signed-in sender's message names their account: it is theirs in their export and deletion.
    optionalUser: true,
    summary: 'Stores a support message and queues a mail to support.',
    body: contactRequest,
    response: idAnswer,
    status: 201,
  }),
};
