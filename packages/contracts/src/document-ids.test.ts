import { describe, expect, it } from 'vitest';
import { documentId, uid } from './common';
import { idProblem, isReservedName } from './document-ids';

describe("Firestore's id rules", () => {
  it('refuses empty, slashed, dot, reserved, oversized and malformed ids, saying why', () => {
    expect(idProblem('')).toBe('is empty');
    expect(idProblem('a/b')).toBe('contains "/"');
    expect(idProblem('.')).toBe('is "."');
    expect(idProblem('..')).toBe('is ".."');
    expect(idProblem('__x__')).toMatch(/reserves/);
    expect(idProblem('____')).toMatch(/reserves/);
    expect(idProblem('x'.repeat(1501))).toBe('is over 1,500 bytes');
    expect(idProblem('é'.repeat(751))).toBe('is over 1,500 bytes');
    expect(idProblem('€'.repeat(501))).toBe('is over 1,500 bytes');
    expect(idProblem('bad\uD800')).toBe('is not valid UTF-8');
  });

  it('takes what lies just inside the rules', () => {
    for (const id of ['a', '__x', 'x__', '___', '...', '.x', 'a.b', 'x'.repeat(1500), 'é'.repeat(750), '€'.repeat(500), '😀']) {
      expect(idProblem(id), id.slice(0, 10)).toBeNull();
    }
    expect(isReservedName('__')).toBe(false);
  });
});

describe('the id schemas of the contracts', () => {
  it('documentId: the stores’ own alphabet, never a reserved id', () => {
    for (const ok of ['c1', 'AbC-_09', '__x', 'x__', '___']) expect(documentId.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['__x__', '____', 'a/b', '.', '..', 'a.b', '', 'x'.repeat(129), 'é']) {
      const result = documentId.safeParse(bad);
      expect(result.success, bad.slice(0, 10)).toBe(false);
    }
    expect(documentId.safeParse('__name__').error?.issues.map((i) => i.message)).toEqual(['Invalid id.']);
  });

  it('uid: any text Firestore takes as an id, up to 128 characters', () => {
    for (const ok of ['Hk3cQ0b2RdUj9sV1xYz7LmN4pQr2', 'user.name@x', '__x']) expect(uid.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['__x__', 'a/b', '.', '..', '', 'x'.repeat(129), 'bad\uD800']) expect(uid.safeParse(bad).success, bad).toBe(false);
    expect(uid.safeParse('__name__').error?.issues.map((i) => i.message)).toEqual(['Invalid user id.']);
  });
});
