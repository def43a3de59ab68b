/**
 * The user Firebase Auth keeps in this browser (the one it will restore), read straight from its
 * IndexedDB store without loading Auth: a few milliseconds, so that the page's first request can
 * leave with that user's ID token while the app's code and Auth are still loading
 * (`early-request.ts`).
 *
 * This reads Firebase's own record: the database `firebaseLocalStorageDb`, the entry
 * `firebase:authUser:<apiKey>:[DEFAULT]`, whose value is the user's JSON with its current ID token
 * (`stsTokenManager`). Firebase writes it on every sign-in and token refresh and deletes it on
 * sign-out. Should a Firebase release keep it elsewhere or in another shape, this answers null and
 * the page waits for Firebase, as it always could.
 */
const DATABASE = 'firebaseLocalStorageDb';
const STORE = 'firebaseLocalStorage';

export interface PersistedFirebaseUser {
  uid: string;
  /** The ID token Firebase last handed out, and when it expires (ms since the epoch). */
  idToken: string;
  expiresAt: number;
}

/** The record's key for the default app of the project whose Web API key is `apiKey`. */
export const persistedUserKey = (apiKey: string) => `firebase:authUser:${apiKey}:[DEFAULT]`;

/** The user in a record's value, when it has the shape this module knows; else null. */
export function parsePersistedUser(value: unknown): PersistedFirebaseUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const { uid, stsTokenManager } = value as { uid?: unknown; stsTokenManager?: unknown };
  if (typeof uid !== 'string' || !uid || typeof stsTokenManager !== 'object' || stsTokenManager === null) return null;
  const { accessToken, expirationTime } = stsTokenManager as { accessToken?: unknown; expirationTime?: unknown };
  if (typeof accessToken !== 'string' || !accessToken || typeof expirationTime !== 'number') return null;
  return { uid, idToken: accessToken, expiresAt: expirationTime };
}

/** The user Firebase keeps for the project whose Web API key is `apiKey`; null when none or unreadable. */
export function readPersistedFirebaseUser(apiKey: string): Promise<PersistedFirebaseUser | null> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(DATABASE);
    } catch {
      resolve(null);
      return;
    }
    // No database: Firebase has never kept a user here. The read must not create it.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
    request.onsuccess = () => {
      const db = request.result;
      try {
        const transaction = db.transaction(STORE, 'readonly');
        const read = transaction.objectStore(STORE).get(persistedUserKey(apiKey));
        read.onsuccess = () => resolve(parsePersistedUser((read.result as { value?: unknown } | undefined)?.value));
        read.onerror = () => resolve(null);
        transaction.oncomplete = () => db.close();
      } catch {
        // No such store (another layout): nothing to read.
        db.close();
        resolve(null);
      }
    };
  });
}
