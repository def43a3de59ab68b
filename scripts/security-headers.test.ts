import { describe, expect, it } from 'vitest';
import { apiRegion, formatJson, productionHeaders, readFirebaseJson, readWebBuildEnv } from './hosting-config.mjs';
import { contentSecurityPolicy, hostingHeaders, localSite, pathsOutside, productionSite } from './security-headers.mjs';

/** A Content-Security-Policy as directive name → its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((part) => {
    const [name, ...sources] = part.trim().split(/\s+/);
    return [name!, sources];
  }));
}

const productionEnv = {
  VITE_FIREBASE_PROJECT_ID: 'bela-prod',
  VITE_FIREBASE_AUTH_DOMAIN: 'bela-prod.firebaseapp.com',
  VITE_STREAM_API_BASE: 'https://us-central1-bela-prod.cloudfunctions.net/api',
  VITE_APPCHECK_SITE_KEY: 'site-key',
};

describe('the production Content-Security-Policy', () => {
  const policy = contentSecurityPolicy(productionSite(productionEnv));
  const csp = directives(policy);

  it('names no local address', () => {
    expect(policy).not.toMatch(/localhost|127\.0\.0\.1|\[::1\]|http:\/\//);
  });

  it('allows no inline script and no eval, and forbids framing and plugins', () => {
    expect(csp.get('script-src')).toEqual([
      "'self'", 'https://apis.google.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/',
    ]);
    expect(policy).not.toContain("'unsafe-eval'");
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('lets the app reach Firebase Auth, App Check and the api function for streaming', () => {
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://content-firebaseappcheck.googleapis.com',
      'https://us-central1-bela-prod.cloudfunctions.net',
    ]);
    expect(csp.get('frame-src')).toEqual([
      'https://bela-prod.firebaseapp.com', 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(csp.get('img-src')).toEqual(["'self'", 'blob:', 'https://storage.googleapis.com']);
  });

  it("derives the function's URL from the project and region, and adds another stream origin", () => {
    const connect = (env: Record<string, string>, region?: string) =>
      directives(contentSecurityPolicy(productionSite(env, region ? { region } : undefined))).get('connect-src');
    expect(connect({ VITE_FIREBASE_PROJECT_ID: 'other-project' }, 'europe-west1')).toContain(
      'https://europe-west1-other-project.cloudfunctions.net',
    );
    expect(connect({ VITE_FIREBASE_PROJECT_ID: 'bela-prod', VITE_STREAM_API_BASE: 'https://api-x7.a.run.app/api' })).toEqual(
      expect.arrayContaining(['https://us-central1-bela-prod.cloudfunctions.net', 'https://api-x7.a.run.app']),
    );
  });
});

describe('the local Content-Security-Policy', () => {
  const emulators = readFirebaseJson().emulators;
  const local = directives(contentSecurityPolicy(localSite({}, { emulators })));
  const production = directives(contentSecurityPolicy(productionSite({})));

  it('adds the emulators the browser reaches to the production policy, and nothing to scripts', () => {
    expect(local.get('connect-src')).toEqual([...production.get('connect-src')!, 'http://127.0.0.1:9099', 'http://127.0.0.1:5001']);
    expect(local.get('frame-src')).toEqual([...production.get('frame-src')!, 'http://127.0.0.1:9099']);
    expect(local.get('img-src')).toEqual([...production.get('img-src')!, 'http://127.0.0.1:9199']);
    expect(local.get('script-src')).toEqual(production.get('script-src'));
  });

  it('follows VITE_AUTH_EMULATOR_URL', () => {
    const custom = directives(contentSecurityPolicy(localSite({ VITE_AUTH_EMULATOR_URL: 'http://localhost:9999' }, { emulators })));
    expect(custom.get('connect-src')).toContain('http://localhost:9999');
  });
});

describe('the Hosting headers', () => {
  const [all, page, assets] = hostingHeaders(productionSite({}));
  const matches = (rule: { regex?: string }, path: string) => new RegExp(rule.regex!, 'u').test(path);

  it('mark every page (index.html and the SPA fallback) no-cache, but not the API or the assets', () => {
    for (const path of ['/', '/chat', '/terms', '/index.html', '/bela-avatar.svg', '/no/such/page', '/a', '/ap', '/apiary', '/as', '/asset', '/assetsx/y', '/x/api/y']) {
      expect(matches(page!, path), path).toBe(true);
    }
    for (const path of ['/api', '/api/health', '/api/blobs/p/1.jpg', '/assets', '/assets/index-Ab12.js']) {
      expect(matches(page!, path), path).toBe(false);
    }
    expect(page!.headers).toEqual([{ key: 'Cache-Control', value: 'no-cache' }]);
    expect(assets).toEqual({ source: '/assets/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] });
  });

  it('send the security headers on every path but /api/**, which keeps the function\'s own', () => {
    for (const path of ['/', '/chat', '/assets/index-Ab12.js', '/apiary', '/no/such/page']) expect(matches(all!, path), path).toBe(true);
    for (const path of ['/api', '/api/health', '/api/chat/stream']) expect(matches(all!, path), path).toBe(false);
    expect(Object.fromEntries(all!.headers.map((h) => [h.key, h.value]))).toMatchObject({
      'Content-Security-Policy': contentSecurityPolicy(productionSite({})),
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringContaining('camera=()'),
    });
  });

  it('spell out "not these folders" for RE2, which has no lookahead', () => {
    expect(pathsOutside(['api'])).toBe('^/(?:[^a/][^/]*|a(?:[^p/][^/]*|p(?:[^i/][^/]*|i[^/]+)?)?)?(?:/.*)?$');
    expect(pathsOutside(['api', 'assets'])).not.toMatch(/\(\?[=!<]/);
  });

  it('in firebase.json are the ones the current web build environment gives (node scripts/hosting-config.mjs)', () => {
    const config = readFirebaseJson();
    expect(apiRegion(config)).toBe('us-central1');
    expect(config.hosting.headers).toEqual(productionHeaders(config));
  });

  it('read the web build environment as Vite does, the process environment last', () => {
    const env = readWebBuildEnv('production', { VITE_FIREBASE_PROJECT_ID: 'from-process', PATH: '/bin' });
    expect(env.VITE_FIREBASE_PROJECT_ID).toBe('from-process');
    expect(env).not.toHaveProperty('PATH');
  });

  it('are written as JSON that reads back the same', () => {
    const config = readFirebaseJson();
    expect(JSON.parse(formatJson(config))).toEqual(config);
  });
});
