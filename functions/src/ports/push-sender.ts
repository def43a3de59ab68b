/**
 * PushSender: notifications to a member's devices (issue 44's check-ins). Firebase Cloud Messaging
 * in production; locally a recording driver keeps what would be sent.
 */
export interface PushMessage {
  title: string;
  body: string;
  /** Where a click opens the app: the conversation, at the check-in. */
  url: string;
  /** Notifications with one tag replace each other on a device. */
  tag: string;
}

export interface PushResult {
  sent: number;
  /** Tokens the service says are no longer registered: the caller forgets them. */
  unregistered: string[];
}

export interface PushSender {
  readonly driver: 'fcm' | 'recording';
  /** Never rejects for a service failure: a failed device counts as not sent. */
  send(tokens: string[], message: PushMessage): Promise<PushResult>;
}
