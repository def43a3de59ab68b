/* global self, caches */
/*
 * Bela's service worker (issue 44): registered after the first paint (src/app/register-service-worker.ts).
 * - Offline: a page navigation that cannot reach the network gets the offline page, kept at install.
 * - Check-in notifications: a push (Firebase Cloud Messaging in production, the DevTools protocol's
 *   ServiceWorker.deliverPushMessage in the end-to-end test) shows Bela's message; clicking it opens
 *   the conversation at the check-in, in a window of the app's own origin.
 * No other request is touched: the app's files come from the HTTP cache, the API from the network.
 */
const CACHE = 'bela-offline-v1';
const OFFLINE_PAGE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([OFFLINE_PAGE, '/bela-avatar.svg']))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(fetch(event.request).catch(() => caches.match(OFFLINE_PAGE)));
});

/** The push's fields: FCM data messages carry them under `data`; a plain payload is the body. */
function readPush(data) {
  if (!data) return {};
  try {
    const parsed = data.json();
    return parsed && typeof parsed === 'object' ? (parsed.data ?? parsed) : {};
  } catch {
    return { body: data.text() };
  }
}

/** Only a path of the app itself, whatever origin the server named. */
function appAddress(url) {
  try {
    const parsed = new URL(url, self.location.origin);
    return new URL(parsed.pathname + parsed.search, self.location.origin).href;
  } catch {
    return new URL('/chat', self.location.origin).href;
  }
}

self.addEventListener('push', (event) => {
  const push = readPush(event.data);
  const title = typeof push.title === 'string' && push.title ? push.title : 'Bela';
  const body = typeof push.body === 'string' ? push.body : '';
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      tag: typeof push.tag === 'string' ? push.tag : 'bela-check-in',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: appAddress(typeof push.url === 'string' ? push.url : '/chat') },
    }),
  );
});

/** Opens the app at the address: a window of the app is focused and taken there, else a new one opens. */
async function openApp(url) {
  const target = appAddress(url);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    try {
      const opened = await client.navigate(target);
      if (!opened) continue;
      // Brought to the front where the browser allows it (from a notification's click it does).
      await opened.focus().catch(() => undefined);
      return;
    } catch {
      // Not this one (a window the worker does not control cannot be navigated by it).
    }
  }
  await self.clients.openWindow(target);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openApp(event.notification.data && event.notification.data.url));
});

// A click asked for by a page of the app: headless Chromium draws no notification to click, so the
// end-to-end test has a page ask the worker to open one of its notifications as a click does.
self.addEventListener('message', (event) => {
  if (!event.data || event.data.type !== 'bela:open-notification') return;
  event.waitUntil(
    self.registration.getNotifications({ tag: event.data.tag }).then(([notification]) => {
      if (!notification) return undefined;
      notification.close();
      return openApp(notification.data && notification.data.url);
    }),
  );
});
