/**
 * PushSender on Firebase Cloud Messaging (production). The messaging module is loaded on the first
 * notification, not with the functions' code. A token FCM answers as not registered (or invalid)
 * is returned as `unregistered`, and the caller forgets it.
 */
import type { App } from 'firebase-admin/app';
import type * as Messaging from 'firebase-admin/messaging';
import type { PushMessage, PushResult, PushSender } from '../ports/push-sender';
import { onFirstUse } from '../platform/on-first-use';

/* eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use */
const messagingSdk = onFirstUse(() => require('firebase-admin/messaging') as typeof Messaging);

const GONE = new Set(['messaging/registration-token-not-registered', 'messaging/invalid-registration-token', 'messaging/invalid-argument']);

export class FcmPushSender implements PushSender {
  readonly driver = 'fcm';

  constructor(private readonly app: App) {}

  async send(tokens: string[], message: PushMessage): Promise<PushResult> {
    if (tokens.length === 0) return { sent: 0, unregistered: [] };
    try {
      const answer = await messagingSdk()
        .getMessaging(this.app)
        .sendEachForMulticast({
          tokens,
          // Data only: the service worker shows it (title, body, where a click goes).
          data: { title: message.title, body: message.body, url: message.url, tag: message.tag },
          webpush: { headers: { Urgency: 'normal', TTL: String(6 * 3600) }, fcmOptions: { link: message.url } },
        });
      const unregistered = answer.responses.flatMap((response, n) => (!response.success && GONE.has(response.error?.code ?? '') ? [tokens[n]!] : []));
      return { sent: answer.successCount, unregistered };
    } catch {
      return { sent: 0, unregistered: [] };
    }
  }
}
