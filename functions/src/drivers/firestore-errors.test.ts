import { Firestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { DocStoreError } from '../ports/doc-store';
import { toDocStoreError } from './firestore-errors';

const grpcError = (code: number, message: string) => Object.assign(new Error(`${code} ${message}`), { code });

/** A client that never connects: the SDK checks its arguments before any request. */
const db = new Firestore({ projectId: 'demo-errors', host: '127.0.0.1:1', ssl: false });
afterAll(() => db.terminate());

function thrownBy(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error('expected the SDK to throw');
}

describe('toDocStoreError', () => {
  it('maps a query refused for a missing or still-building index (FAILED_PRECONDITION) to missing-index', () => {
    for (const message of [
      'FAILED_PRECONDITION: The query requires an index. You can create it here: https://console.firebase.google.com/v1/r/project/p/firestore/indexes?create_composite=x',
      'FAILED_PRECONDITION: The query requires an index. That index is currently building and cannot be used yet. See its status here: https://console.firebase.google.com/...',
    ]) {
      const mapped = toDocStoreError(grpcError(9, message));
      expect(mapped).toBeInstanceOf(DocStoreError);
      expect((mapped as DocStoreError).code).toBe('missing-index');
    }
    const other = grpcError(9, 'FAILED_PRECONDITION: the transaction has expired');
    expect(toDocStoreError(other)).toBe(other);
  });

  it('maps gRPC codes to stable codes', () => {
    const cases: [number, DocStoreError['code']][] = [
      [3, 'invalid-argument'],
      [4, 'unavailable'],
      [5, 'not-found'],
      [6, 'already-exists'],
      [8, 'unavailable'],
      [10, 'aborted'],
      [14, 'unavailable'],
    ];
    for (const [code, expected] of cases) expect((toDocStoreError(grpcError(code, 'x')) as DocStoreError).code, String(code)).toBe(expected);
    const internal = grpcError(13, 'INTERNAL');
    expect(toDocStoreError(internal)).toBe(internal);
  });

  it("maps the SDK's own argument errors (no gRPC code) to invalid-argument", () => {
    const sdkErrors = [
      thrownBy(() => db.doc('items/a/sub')),
      thrownBy(() => db.doc('items//a')),
      thrownBy(() => db.collection('items').where('a..b', '==', 1)),
      thrownBy(() => db.collection('items').orderBy('a[0]')),
      thrownBy(() => db.batch().update(db.doc('items/a'), {})),
      thrownBy(() => db.batch().update(db.doc('items/a'), { a: 1, 'a.b': 2 })),
      thrownBy(() => db.batch().set(db.doc('items/a'), { '': 1 }, { merge: true })),
      // What Query.startAfter(snapshot) throws for a snapshot without an ordered field.
      new Error('Field "n" is missing in the provided DocumentSnapshot. Please provide a document that contains values for all specified orderBy() and where() constraints.'),
    ];
    for (const error of sdkErrors) {
      const mapped = toDocStoreError(error);
      expect(mapped, String(error)).toBeInstanceOf(DocStoreError);
      expect((mapped as DocStoreError).code).toBe('invalid-argument');
    }
  });

  it('leaves other failures as they are', () => {
    const unexpected = new TypeError("Cannot read properties of undefined (reading 'x')");
    expect(toDocStoreError(unexpected)).toBe(unexpected);
    const own = new DocStoreError('aborted', 'x');
    expect(toDocStoreError(own)).toBe(own);
  });
});
