import { describe, expect, it } from 'vitest';
import { googleProfileFromUser, readGoogleProfile } from './google-profile';

const googleUser = {
  uid: 'u1',
  email: 'ada@example.com',
  displayName: 'Ada',
  providerData: [{ providerId: 'google.com', email: 'ada@example.com', displayName: 'Ada L.' }],
};

describe('googleProfileFromUser', () => {
  it('builds the profile of a Google user', () => {
    expect(googleProfileFromUser(googleUser)).toEqual({ uid: 'u1', email: 'ada@example.com', displayName: 'Ada' });
  });

  it("falls back to the provider's e-mail and name", () => {
    expect(googleProfileFromUser({ ...googleUser, email: null, displayName: null })).toEqual({
      uid: 'u1',
      email: 'ada@example.com',
      displayName: 'Ada L.',
    });
  });

  it('refuses other providers, no user and no e-mail', () => {
    expect(googleProfileFromUser({ ...googleUser, providerData: [{ providerId: 'password', email: 'a@b.c', displayName: null }] })).toBeNull();
    expect(googleProfileFromUser(null)).toBeNull();
    expect(
      googleProfileFromUser({ ...googleUser, email: null, providerData: [{ providerId: 'google.com', email: null, displayName: null }] }),
    ).toBeNull();
  });
});

describe('readGoogleProfile', () => {
  it('reads the profile from navigation state', () => {
    expect(readGoogleProfile({ googleProfile: { uid: 'u1', email: 'a@b.c', displayName: 'A' } })).toEqual({
      uid: 'u1',
      email: 'a@b.c',
      displayName: 'A',
    });
    expect(readGoogleProfile({ googleProfile: { uid: 'u1', email: 'a@b.c' } })).toEqual({ uid: 'u1', email: 'a@b.c', displayName: '' });
  });

  it('ignores missing or malformed state', () => {
    expect(readGoogleProfile(null)).toBeNull();
    expect(readGoogleProfile({ scrollToLogin: true })).toBeNull();
    expect(readGoogleProfile({ googleProfile: { uid: 1, email: 'a@b.c' } })).toBeNull();
  });
});
