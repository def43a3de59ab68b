/**
 * A FirestoreDocStore on the emulator in a database of its own. The emulator keeps every named
 * database apart, so a harness starts empty, as it does on a fresh SQLite file, and counts of a
 * whole collection (visits, photos, stripeEvents) see only its own tests' documents.
 */
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { FirestoreDocStore } from '../../functions/src/drivers/firestore-doc-store';

export function isolatedFirestoreDocStore(projectId: string): FirestoreDocStore {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('isolatedFirestoreDocStore needs FIRESTORE_EMULATOR_HOST');
  const app = getApps()[0] ?? initializeApp({ projectId });
  return new FirestoreDocStore(getFirestore(app, `api-${randomUUID().slice(0, 12)}`));
}
