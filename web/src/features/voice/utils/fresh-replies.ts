/**
 * Which of Bela's replies are new on this page: one that appears as the latest after the member
 * sent a message here (not one that was there when the thread opened). Voice mode speaks it and
 * listens again; otherwise "Read Bela's replies aloud" plays it. Each reply is announced once.
 */
/** One of Bela's replies as the chat shows it (the chat's reply slot gives these). */
export interface ShownReply {
  conversationId: string;
  messageId: string;
  content: string;
  crisis: boolean;
  /** The latest reply of the thread. */
  latest: boolean;
}

type Listener = (reply: ShownReply) => boolean;

/** How long after a message was sent its reply still counts as new. */
const FRESH_MS = 3 * 60_000;
let sentAt = -Infinity;
const announced = new Set<string>();
const listeners: Listener[] = [];

/** The member sent a message (the composer saw Bela start replying). */
export function noteTurnStarted(now = performance.now()): void {
  sentAt = now;
}

/** A reply row appeared: announced to the first listener that takes it, once, when it is new. */
export function noteReplyShown(reply: ShownReply, now = performance.now()): void {
  if (!reply.latest || announced.has(reply.messageId) || now - sentAt > FRESH_MS) return;
  announced.add(reply.messageId);
  for (const listener of [...listeners].reverse()) if (listener(reply)) return;
}

/** Listens for new replies; the last one added is asked first (voice mode before read-aloud). */
export function onFreshReply(listener: Listener): () => void {
  listeners.push(listener);
  return () => {
    const at = listeners.indexOf(listener);
    if (at >= 0) listeners.splice(at, 1);
  };
}
