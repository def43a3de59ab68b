import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const secrets = {
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PRICE_ID: 'price_123',
  PUBLIC_APP_URL: 'https://bela.example',
  ALLOWED_ORIGINS: 'https://bela.example',
  OPENAI_API_KEY: 'sk-x',
  TRIAL_RECORD_SECRET: 'a-production-trial-record-secret-0123456789',
};

describe('loadConfig', () => {
  it('runs a demo project on the embedded drivers with no configuration', () => {
    const config = loadConfig({ BELA_DATA_DIR: '/data' });
    expect(config.projectId).toBe('demo-bela');
    expect(config.isLocal).toBe(true);
    expect(config.docStore).toMatchObject({ driver: 'sqlite', file: '/data/docs.sqlite' });
    expect(config.blobStore).toMatchObject({ driver: 'local', root: '/data/blobs', urlBase: '/api/blobs' });
    expect(config.identity).toEqual({ driver: 'firebase-auth' });
  });

  it('uses the production drivers when the official emulators run', () => {
    const config = loadConfig({
      GCLOUD_PROJECT: 'demo-bela',
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(config.docStore.driver).toBe('firestore');
    expect(config.blobStore).toEqual({ driver: 'cloud-storage', bucket: 'demo-bela.firebasestorage.app' });
    expect(config.identity).toEqual({ driver: 'auth-emulator', host: '127.0.0.1:9099' });
  });

  it('refuses to start in production without its secrets, naming them', () => {
    expect(() => loadConfig({ GCLOUD_PROJECT: 'bela-prod', OPENAI_API_KEY: 'sk-x' })).toThrow(
      new ConfigError('Refusing to start in production without: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, TRIAL_RECORD_SECRET, STRIPE_PRICE_ID, PUBLIC_APP_URL, ALLOWED_ORIGINS'),
    );
    expect(() => loadConfig({ GCLOUD_PROJECT: 'bela-prod', ...secrets, STRIPE_SECRET_KEY: '' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it("keys the trial records' hashes with TRIAL_RECORD_SECRET, or a local key on a demo project", () => {
    expect(loadConfig({ GCLOUD_PROJECT: 'bela-prod', ...secrets }).trialRecordSecret).toBe(secrets.TRIAL_RECORD_SECRET);
    expect(loadConfig({}).trialRecordSecret).toMatch(/^bela-local-only-/);
  });

  it('uses Firestore and Cloud Storage in production', () => {
    const config = loadConfig({ GCLOUD_PROJECT: 'bela-prod', ...secrets });
    expect(config.isLocal).toBe(false);
    expect(config.docStore.driver).toBe('firestore');
    expect(config.blobStore).toEqual({ driver: 'cloud-storage', bucket: 'bela-prod.firebasestorage.app' });
  });

  it("takes the project and the default bucket from the runtime's Firebase configuration", () => {
    const runtime = JSON.stringify({ projectId: 'bela-prod', storageBucket: 'bela-prod.appspot.com' });
    const config = loadConfig({ FIREBASE_CONFIG: runtime, K_SERVICE: 'api', ...secrets });
    expect(config.projectId).toBe('bela-prod');
    expect(config.blobStore).toEqual({ driver: 'cloud-storage', bucket: 'bela-prod.appspot.com' });
    expect(loadConfig({ FIREBASE_CONFIG: runtime, BELA_STORAGE_BUCKET: 'other-bucket', ...secrets }).blobStore).toMatchObject({ bucket: 'other-bucket' });
  });

  it('never runs in local mode on Cloud Run for want of a project id', () => {
    expect(() => loadConfig({ K_SERVICE: 'api', ...secrets })).toThrow(/without a project id/);
    expect(loadConfig({ K_SERVICE: 'api', FUNCTIONS_EMULATOR: 'true' }).isLocal).toBe(true);
  });

  it('reads X-Forwarded-For only as far as the platform appends to it', () => {
    expect(loadConfig({}).trustedProxies).toBe('none');
    expect(loadConfig({ GCLOUD_PROJECT: 'bela-prod', ...secrets }).trustedProxies).toBe('google-cloud');
    expect(loadConfig({ TRUSTED_PROXIES: ' 127.0.0.1, 10.0.0.0/8,::1 ' }).trustedProxies).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(loadConfig({ GCLOUD_PROJECT: 'bela-prod', ...secrets, TRUSTED_PROXIES: 'none' }).trustedProxies).toBe('none');
    for (const invalid of ['google-cloud,127.0.0.1', '10.0.0.0/33', 'localhost', ',', '2']) {
      expect(() => loadConfig({ TRUSTED_PROXIES: invalid }), invalid).toThrow(/TRUSTED_PROXIES/);
    }
  });

  it('shards each daily counter in 10 unless told otherwise, between 1 and 100', () => {
    expect(loadConfig({}).analytics.counterShards).toBe(10);
    expect(loadConfig({ STATS_COUNTER_SHARDS: '1' }).analytics.counterShards).toBe(1);
    expect(loadConfig({ STATS_COUNTER_SHARDS: '' }).analytics.counterShards).toBe(10);
    for (const invalid of ['0', '101', '2.5', 'many']) {
      expect(() => loadConfig({ STATS_COUNTER_SHARDS: invalid }), invalid).toThrow(/STATS_COUNTER_SHARDS/);
    }
  });

  it('refuses invalid values', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => loadConfig({ BLOB_SIGNING_KEY: 'short' })).toThrow(/at least 32 characters/);
    expect(() => loadConfig({ TRIAL_RECORD_SECRET: 'short' })).toThrow(/TRIAL_RECORD_SECRET must be at least 32 characters/);
    expect(() => loadConfig({ OPENAI_BASE_URL: 'not a url' })).toThrow(/OPENAI_BASE_URL/);
  });
});
