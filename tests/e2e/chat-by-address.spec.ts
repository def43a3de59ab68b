import { expect, test, type Page } from '../support/test';
import { journeySession } from '../support/journey-member';
import { withLocalStore } from '../support/local-store';
import { MEMBER_PASSWORD, savedMember } from '../support/sessions';
import { logInToChat, registeredUser, watchForProblems } from '../support/ui';
import { networkQuiet, requestsInFlight } from '../support/network-quiet';

// Journey: a conversation opened by its address (`/chat?c=<id>`) on a page load. The page's entry
// asks for its newest messages at once, with the ID token the app keeps in this browser
// (web/src/lib/boot), before the app's code and Firebase Auth have loaded; the thread shows the
// answer, and Firebase's own restore follows. A token about to expire is left to Firebase, and the
// page asks once the session is back. The next member on the same browser gets none of the first
// one's conversation.

test.use({ storageState: journeySession('address') });
const MESSAGES_PATH = '/api/ai/conversations/messages';
const AUTH_HOST = '127.0.0.1:9099';

/** A conversation of `count` messages, written straight into the stack's store; the newest text is returned. */
async function seedConversation(uid: string, id: string, count: number): Promise<string> {
  const start = Date.now() - count * 60_000;
  const text = (i: number) => `Secret of ${id}, message ${i}.`;
  await withLocalStore(async (store) => {
    await store.create(`users/${uid}/conversations/${id}`, {
      title: 'A private chat',
      createdAt: new Date(start),
      updatedAt: new Date(),
      preview: '',
      messageCount: count,
    });
    await store.batch((ops) => {
      for (let i = 0; i < count; i += 1) {
        ops.create(`users/${uid}/conversations/${id}/messages/m${String(i).padStart(4, '0')}`, {
          role: i % 2 ? 'assistant' : 'user',
          content: text(i),
          createdAt: new Date(start + (i + 1) * 60_000),
        });
      }
    });
  });
  return text(count - 1);
}

/** The order in which the page asks for the newest messages and talks to Firebase Auth, from now on. */
function recordRequestOrder(page: Page): string[] {
  const order: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === MESSAGES_PATH) order.push('messages');
    else if (url.host === AUTH_HOST) order.push('auth');
  });
  return order;
}

/** Every answer of the messages endpoint from now on, as text. */
function recordMessageAnswers(page: Page): string[] {
  const answers: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === MESSAGES_PATH) void response.text().then((body) => answers.push(body), () => undefined);
  });
  return answers;
}

/**
 * Sets the expiry of the ID token kept in this browser: the app's copy (web/src/lib/boot/
 * kept-session.ts), which the page's entry reads, and Firebase's own IndexedDB record, so that
 * Firebase too finds it about to expire.
 */
function setKeptTokenExpiry(page: Page, expiresAt: number): Promise<void> {
  return page.evaluate(
    (expirationTime) =>
      new Promise<void>((resolve, reject) => {
        const kept = JSON.parse(localStorage.getItem('bela.idToken') ?? 'null') as { expiresAt: number } | null;
        if (!kept) return reject(new Error('The app keeps no token'));
        localStorage.setItem('bela.idToken', JSON.stringify({ ...kept, expiresAt: expirationTime }));
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction('firebaseLocalStorage', 'readwrite');
          const store = transaction.objectStore('firebaseLocalStorage');
          const all = store.getAll();
          all.onsuccess = () => {
            const record = (all.result as Array<{ fbase_key: string; value: { stsTokenManager: { expirationTime: number } } }>).find((r) =>
              r.fbase_key.startsWith('firebase:authUser:'),
            );
            if (!record) return reject(new Error('Firebase keeps no user'));
            record.value.stsTokenManager.expirationTime = expirationTime;
            store.put(record);
          };
          transaction.oncomplete = () => resolve();
        };
      }),
    expiresAt,
  );
}

test('a conversation reloaded by its address comes before Firebase, waits for it when the kept token is about to expire, and is no one else\'s', async ({ page }) => {
  test.setTimeout(90_000);
  const first = savedMember('address');
  // One per attempt: a retry must not meet the first attempt's conversation.
  const conversationId = `private-${first.uid.slice(0, 8)}-${test.info().retry}`;
  // Longer than the screen: the thread scrolls.
  const newest = await seedConversation(first.uid, conversationId, 30);

  await page.goto(`/chat?c=${conversationId}`);
  await expect(page.getByTestId('message-bela').filter({ hasText: newest })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();

  // Watched from a settled page on (a reload cancels whatever the page still had in flight).
  await networkQuiet(page);
  let problems = watchForProblems(page);
  let order = recordRequestOrder(page);
  await page.reload();
  await expect(page.getByTestId('message-bela').filter({ hasText: newest })).toBeVisible();
  await expect(page.getByTestId('message-user')).toHaveCount(15);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  await expect(page.getByText('First Member')).toBeVisible();
  // The thread came before the rest of the screen (the gallery banner comes with the user info):
  // its newest message is still in view once everything is there.
  await expect(page.getByText('Exclusive Gallery').first()).toBeVisible();
  await expect(page.getByTestId('message-bela').filter({ hasText: newest })).toBeInViewport({ ratio: 1 });
  // Every request the page made has ended: a second ask or a late failure would be recorded.
  await expect.poll(() => requestsInFlight(page)).toBe(0);
  // Asked for once, before the page first talked to Firebase Auth (its restore checks the account).
  expect(order.filter((name) => name === 'messages')).toHaveLength(1);
  expect(order[0]).toBe('messages');
  expect(order).toContain('auth');
  expect(problems).toEqual([]);

  // A kept token about to expire is left to Firebase: the conversation is asked for once the
  // session is back. Changed from a page of the site without the app, so that no Firebase of an
  // open page sees the change and refreshes the token before the load under test.
  await page.route('**/without-the-app', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>-</title>' }));
  await page.goto('/without-the-app');
  await setKeptTokenExpiry(page, Date.now() + 10_000);
  problems = watchForProblems(page);
  order = recordRequestOrder(page);
  await page.goto(`/chat?c=${conversationId}`);
  await expect(page.getByTestId('message-bela').filter({ hasText: newest })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  await expect.poll(() => requestsInFlight(page)).toBe(0);
  expect(order.filter((name) => name === 'messages')).toHaveLength(1);
  expect(order.indexOf('auth')).toBeGreaterThanOrEqual(0);
  expect(order.indexOf('auth')).toBeLessThan(order.indexOf('messages'));
  expect(problems).toEqual([]);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The second member signs in on the same browser and goes to the first one's address, then
  // reloads it (the early request now carries the second member's token): not found, each time.
  const second = await registeredUser({ displayName: 'Second Member', password: MEMBER_PASSWORD });
  const answers = recordMessageAnswers(page);
  await logInToChat(page, second.email, MEMBER_PASSWORD);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  for (const load of [() => page.goto(`/chat?c=${conversationId}`), () => page.reload()]) {
    await load();
    // Another member's conversation is not found, as one deleted is: said plainly, with a way to a new chat.
    await expect(page.getByText('This conversation was deleted, or it does not exist.')).toBeVisible();
    await expect(page.getByText(/Secret of/)).toHaveCount(0);
    await expect(page.getByText('A private chat')).toHaveCount(0);
    await expect(page.getByText('Second Member')).toBeVisible();
  }
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.filter((body) => body.includes('Secret of'))).toEqual([]);
});
