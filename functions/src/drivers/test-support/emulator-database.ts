/**
 * A FirestoreDocStore on the emulator FIRESTORE_EMULATOR_HOST names, in a database of its own: the
 * emulator keeps named databases apart, so it starts empty and sees no other test's or bench's
 * documents, as a fresh SQLite file would. `close()` ends its client.
 */
import { randomUUID } from 'node:crypto';
import { Firestore } from 'firebase-admin/firestore';
import { FirestoreDocStore } from '../firestore-doc-store';

export function emulatorDatabaseDocStore(prefix: string): FirestoreDocStore {
  if (!process.env['FIRESTORE_EMULATOR_HOST']) throw new Error('emulatorDatabaseDocStore needs FIRESTORE_EMULATOR_HOST');
  return new FirestoreDocStore(new Firestore({ projectId: 'demo-bela', databaseId: `${prefix}-${randomUUID().slice(0, 12)}` }));
}
