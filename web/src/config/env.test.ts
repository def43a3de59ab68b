import { describe, expect, it } from 'vitest';
import { isRawIpHost, readEnv, shouldUseAppCheck } from './env';

describe('readEnv', () => {
  it('has offline defaults that use the emulators', () => {
    const env = readEnv({});
    expect(env.firebase).toEqual({ apiKey: 'demo-api-key', authDomain: 'demo-bela.firebaseapp.com', projectId: 'demo-bela' });
    expect(env.useEmulators).toBe(true);
    expect(env.authEmulatorUrl).toBe('http://127.0.0.1:9099');
    expect(env.appCheckSiteKey).toBeNull();
    expect(env.appMode).toBe('full');
    expect(env.streamApiBase).toBe('/api');
  });

  it('reads a production configuration', () => {
    const env = readEnv({
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_PROJECT_ID: 'bela-prod',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
      VITE_FIREBASE_STORAGE_BUCKET: 'bela-prod.appspot.com',
      VITE_APPCHECK_SITE_KEY: 'site-key',
      VITE_STREAM_API_BASE: 'https://us-central1-bela-prod.cloudfunctions.net/api/',
    });
    expect(env.useEmulators).toBe(false);
    expect(env.streamApiBase).toBe('https://us-central1-bela-prod.cloudfunctions.net/api');
    expect(env.firebase).toMatchObject({ projectId: 'bela-prod', authDomain: 'bela-prod.firebaseapp.com', appId: '1:2:web:3' });
    expect(shouldUseAppCheck(env, 'bela.example.com')).toBe(true);
    expect(shouldUseAppCheck(env, '203.0.113.7')).toBe(false);
    expect(shouldUseAppCheck(readEnv({ VITE_APPCHECK_SITE_KEY: 'site-key' }), 'bela.example.com')).toBe(false);
  });
});

describe('isRawIpHost', () => {
  it.each([
    ['127.0.0.1', true],
    ['[::1]', true],
    ['2001:db8::1', true],
    ['localhost', false],
    ['bela.example.com', false],
  ])('%s -> %s', (host, expected) => {
    expect(isRawIpHost(host)).toBe(expected);
  });
});
