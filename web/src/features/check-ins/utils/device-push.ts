/**
 * This device's notifications for check-ins: the browser's permission, and the token the server
 * keeps for it. In production the token is Firebase Cloud Messaging's for this browser; where the
 * app has no messaging configuration (the local stack), a token of the device's own stands in, and
 * the local push driver records what would be sent to it (functions/src/drivers/recording-push-sender.ts).
 */
const LOCAL_TOKEN_KEY = 'bela.checkIns.deviceToken';

export type PushPermission = NotificationPermission | 'unsupported';

export function pushPermission(): PushPermission {
  return typeof Notification === 'undefined' || !('serviceWorker' in navigator) ? 'unsupported' : Notification.permission;
}

/** Asks the browser (only from a click: browsers refuse a request without one). */
export async function askPushPermission(): Promise<PushPermission> {
  if (pushPermission() === 'unsupported') return 'unsupported';
  return Notification.requestPermission();
}

/** This device's token: kept in the browser so a refresh sends the same one. */
export function deviceToken(): string {
  let token = localStorage.getItem(LOCAL_TOKEN_KEY);
  if (!token) {
    token = `local-${crypto.randomUUID()}`;
    localStorage.setItem(LOCAL_TOKEN_KEY, token);
  }
  return token;
}
