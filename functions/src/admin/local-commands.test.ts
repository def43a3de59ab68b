import { describe, expect, it } from 'vitest';
import { PRODUCTION_SECRETS } from '../config/config';
import { localConfig } from './local-config';
import { sampleEvents } from './seed-analytics';

describe('the local commands', () => {
  it('run on the local stack only, never on a real project', () => {
    const secrets = Object.fromEntries(PRODUCTION_SECRETS.map((name) => [name, `${name.toLowerCase()}-0123456789-0123456789-0123456789`]));
    const production = {
      ...secrets,
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_PRICE_ID: 'price_abc',
      PUBLIC_APP_URL: 'https://bela.example',
      ALLOWED_ORIGINS: 'https://bela.example',
      GCLOUD_PROJECT: 'bela-production',
    };
    expect(() => localConfig({ env: production })).toThrow(/local stack only, not on bela-production/);

    const local = localConfig({ dataDir: '/tmp/bela-stack', env: { GCLOUD_PROJECT: 'demo-bela' } });
    expect(local.docStore).toMatchObject({ driver: 'sqlite', file: '/tmp/bela-stack/docs.sqlite' });
    expect(local.blobStore).toMatchObject({ driver: 'local', root: '/tmp/bela-stack/blobs' });
  });

  it('seed the same sample traffic on every clone, over the 30 days before now', () => {
    const now = new Date('2026-03-15T12:00:00Z');
    const events = sampleEvents(now);
    expect(sampleEvents(now)).toEqual(events);
    expect(new Set(events.map((e) => e.track))).toEqual(new Set(['visit', 'action', 'login']));
    const times = events.map((e) => e.at.getTime());
    expect(Math.max(...times)).toBeLessThan(now.getTime());
    expect(Math.min(...times)).toBeGreaterThanOrEqual(Date.UTC(2026, 1, 14));
  });
});
