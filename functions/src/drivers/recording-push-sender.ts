/**
 * PushSender for local runs and tests: records what would be sent (the newest RECORDED_MAX), and
 * says so in the log. The page's service worker receives it where the browser allows (the
 * end-to-end test delivers it with the DevTools protocol's `ServiceWorker.deliverPushMessage`).
 */
import type { Logger } from '../platform/logger';
import type { PushMessage, PushResult, PushSender } from '../ports/push-sender';

const RECORDED_MAX = 200;

export class RecordingPushSender implements PushSender {
  readonly driver = 'recording';
  readonly sent: { tokens: string[]; message: PushMessage }[] = [];
  /** Tokens a test marked as no longer registered (FCM's answer, played locally). */
  readonly unregisteredTokens = new Set<string>();

  constructor(private readonly logger?: Logger) {}

  async send(tokens: string[], message: PushMessage): Promise<PushResult> {
    const live = tokens.filter((token) => !this.unregisteredTokens.has(token));
    this.sent.push({ tokens: live, message });
    if (this.sent.length > RECORDED_MAX) this.sent.shift();
    this.logger?.info('push recorded (local driver)', { devices: live.length, url: message.url });
    return { sent: live.length, unregistered: tokens.filter((token) => this.unregisteredTokens.has(token)) };
  }
}
