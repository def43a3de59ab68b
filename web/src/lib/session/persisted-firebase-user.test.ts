import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { parsePersistedUser, persistedUserKey, readPersistedFirebaseUser } from './persisted-firebase-user';

const API_KEY = 'demo-api-key';
const user = { uid: 'u1', email: 'a@b.c', stsTokenManager: { refreshToken: 'r', accessToken: 'id-token', expirationTime: 1_900_000_000_000 } };

/** Writes records as Firebase Auth's IndexedDB persistence does (version 1, key path `fbase_key`). */
function firebaseKeeps(records: Array<{ fbase_key: string; value: unknown }>): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('firebaseLocalStorageDb', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const transaction = open.result.transaction('firebaseLocalStorage', 'readwrite');
      for (const record of records) transaction.objectStore('firebaseLocalStorage').put(record);
      transaction.oncomplete = () => {
        open.result.close();
        resolve();
      };
    };
  });
}

const databases = async () => (await indexedDB.databases()).map((db) => db.name);

afterEach(
  () =>
    new Promise<void>((resolve) => {
      const deletion = indexedDB.deleteDatabase('firebaseLocalStorageDb');
      deletion.onsuccess = () => resolve();
    }),
);

describe('the user Firebase Auth keeps', () => {
  it("is read from Firebase's record for this project's key, with its ID token and expiry", async () => {
    await firebaseKeeps([
      { fbase_key: persistedUserKey('another-project-key'), value: { ...user, uid: 'other' } },
      { fbase_key: 'firebase:persistence:demo-api-key:[DEFAULT]', value: 'LOCAL' },
      { fbase_key: persistedUserKey(API_KEY), value: user },
    ]);
    await expect(readPersistedFirebaseUser(API_KEY)).resolves.toEqual({ uid: 'u1', idToken: 'id-token', expiresAt: 1_900_000_000_000 });
  });

  it('is null when Firebase keeps no user, and the read creates no database', async () => {
    await expect(readPersistedFirebaseUser(API_KEY)).resolves.toBeNull();
    expect(await databases()).not.toContain('firebaseLocalStorageDb');
    await firebaseKeeps([{ fbase_key: persistedUserKey('another-project-key'), value: user }]);
    await expect(readPersistedFirebaseUser(API_KEY)).resolves.toBeNull();
  });

  it('is null for a record of another shape', () => {
    expect(parsePersistedUser(undefined)).toBeNull();
    expect(parsePersistedUser('u1')).toBeNull();
    expect(parsePersistedUser({ uid: 'u1' })).toBeNull();
    expect(parsePersistedUser({ uid: 'u1', stsTokenManager: { accessToken: 'id-token', expirationTime: '1900' } })).toBeNull();
    expect(parsePersistedUser({ uid: '', stsTokenManager: user.stsTokenManager })).toBeNull();
    expect(parsePersistedUser({ ...user, stsTokenManager: { ...user.stsTokenManager, accessToken: '' } })).toBeNull();
  });
});
