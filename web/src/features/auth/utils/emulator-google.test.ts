import { describe, expect, it } from 'vitest';
import { emulatorGoogleIdToken, emulatorGoogleSub, looksLikeEmail } from './emulator-google';

describe('emulatorGoogleSub', () => {
  it('is stable for an e-mail, whatever its case and spaces', () => {
    expect(emulatorGoogleSub('ab@c.d')).toBe('emu-616240632e64');
    expect(emulatorGoogleSub('  AB@C.D ')).toBe('emu-616240632e64');
    expect(emulatorGoogleSub('x@example.com')).not.toBe(emulatorGoogleSub('y@example.com'));
  });
});

describe('emulatorGoogleIdToken', () => {
  it('carries sub, email, email_verified and name', () => {
    expect(JSON.parse(emulatorGoogleIdToken({ email: 'Ada@Example.com', name: ' Ada ' }))).toEqual({
      sub: emulatorGoogleSub('ada@example.com'),
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada',
    });
  });

  it('leaves out a blank name', () => {
    expect(JSON.parse(emulatorGoogleIdToken({ email: 'a@b.co', name: ' ' }))).not.toHaveProperty('name');
  });
});

describe('looksLikeEmail', () => {
  it.each([
    ['a@b.co', true],
    [' a@b.co ', true],
    ['a@b', false],
    ['a b@c.de', false],
    ['', false],
  ])('%s -> %s', (value, expected) => {
    expect(looksLikeEmail(value)).toBe(expected);
  });
});
