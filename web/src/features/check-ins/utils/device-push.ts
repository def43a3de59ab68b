/**
 * This device's notifications for check-ins: the browser's permission, and the token the server
 * keeps for it. In production the token is Firebase Cloud Messaging's for this browser, made on the
 * app's own service worker with the project's web push key (VITE_FIREBASE_VAPID_KEY). On the
 * emulators, or without that key, a token of the device's own stands in, and the local push driver
 * records what would be sent to it (functions/src/drivers/recording-push-sender.ts).
 */
import { env } from '../../../config/env';
import { loadAuth } from '../../../lib/firebase';
import { keepPushToken } from '../api/push-token';

const LOCAL_TOKEN_KEY = 'bela.checkIns.deviceToken';
/** This browser gave the server a token (so it is refreshed on later visits). */
const REGISTERED_KEY = 'bela.checkIns.deviceRegistered';
/** Refreshed once a tab's session. */
const REFRESHED_KEY = 'bela.checkIns.deviceRefreshed';
const VAPID_KEY = import.meta.env.VITE_FIREBASE_VAPID_KEY?.trim() || null;

export type PushPermission = NotificationPermission | 'unsupported';

export function pushPermission(): PushPermission {
  return typeof Notification === 'undefined' || !('serviceWorker' in navigator) ? 'unsupported' : Notification.permission;
}

/** Asks the browser (only from a click: browsers refuse a request without one). */
export async function askPushPermission(): Promise<PushPermission> {
  if (pushPermission() === 'unsupported') return 'unsupported';
  return Notification.requestPermission();
}

/** A token of the device's own, kept in the browser so a refresh sends the same one. */
function localToken(): string {
  let token = localStorage.getItem(LOCAL_TOKEN_KEY);
  if (!token) {
    token = `local-${crypto.randomUUID()}`;
    localStorage.setItem(LOCAL_TOKEN_KEY, token);
  }
  return token;
}

/** This device's token: FCM's in production, the device's own otherwise. */
export async function deviceToken(): Promise<string> {
  if (!VAPID_KEY || env.useEmulators) return localToken();
  const [{ getMessaging, getToken }, { auth }, registration] = await Promise.all([import('firebase/messaging'), loadAuth(), navigator.serviceWorker.ready]);
  return getToken(getMessaging(auth.app), { vapidKey: VAPID_KEY, serviceWorkerRegistration: registration });
}

/** Gives the server this device's token (the member turned notifications on). */
export async function registerDevice(): Promise<void> {
  await keepPushToken(await deviceToken());
  localStorage.setItem(REGISTERED_KEY, '1');
  sessionStorage.setItem(REFRESHED_KEY, '1');
}

/**
 * Keeps the token fresh: FCM renews a browser's token now and then, so a device that was registered
 * gives the server its current one once a session (the server forgets tokens FCM says are gone).
 */
export function refreshDeviceOnce(): void {
  if (pushPermission() !== 'granted' || localStorage.getItem(REGISTERED_KEY) !== '1' || sessionStorage.getItem(REFRESHED_KEY) === '1') return;
  sessionStorage.setItem(REFRESHED_KEY, '1');
  void deviceToken()
    .then((token) => keepPushToken(token))
    .catch(() => sessionStorage.removeItem(REFRESHED_KEY));
}
