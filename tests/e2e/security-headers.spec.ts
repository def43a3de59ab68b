import { expect, test, type APIResponse, type Browser, type Page } from '../support/test';
import { logInToChat, registeredUser } from '../support/ui';

// Journey: the security headers the local Hosting serves (scripts/security-headers.mjs: the
// production policy plus the emulators) on every kind of answer, and a whole visit under the
// policy, from the landing's login through a streamed reply and the gallery's photos, that breaks
// none of it; the guard every spec runs under (tests/support/test.ts) reports what does.

const BASE_URL = process.env.BELA_BASE_URL ?? 'http://127.0.0.1:5000';
const AUTH_EMULATOR = 'http://127.0.0.1:9099';
const PASSWORD = 'secret-pass-1';

/** A Content-Security-Policy as directive name → its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((part) => {
    const [name, ...sources] = part.trim().split(/\s+/);
    return [name!, sources];
  }));
}

function expectSecurityHeaders(response: APIResponse, path: string) {
  const headers = response.headers();
  const csp = directives(headers['content-security-policy'] ?? '');
  expect(csp.get('default-src'), path).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
  expect(csp.get('object-src'), path).toEqual(["'none'"]);
  const scripts = csp.get('script-src') ?? [];
  expect(scripts[0], path).toBe("'self'");
  expect(scripts, path).not.toContain("'unsafe-inline'");
  expect(scripts, path).not.toContain("'unsafe-eval'");
  expect(csp.get('connect-src'), path).toEqual(expect.arrayContaining(["'self'", AUTH_EMULATOR, 'https://identitytoolkit.googleapis.com']));
  expect(headers['x-content-type-options'], path).toBe('nosniff');
  expect(headers['x-frame-options'], path).toBe('DENY');
  expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], path).toContain('camera=()');
  // The microphone for the app's own pages (members speak to Bela: issue 43), never for what they embed.
  expect(headers['permissions-policy'], path).toContain('microphone=(self)');
}

/** Every origin the page sends a request to. */
function recordOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) origins.add(url.origin);
  });
  return origins;
}

/** A page in a fresh browser context. */
async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('every answer carries the security headers, nothing breaks the policy on a whole visit, and the guard reports what does', async ({ browser, request, cspGuard }) => {
  test.setTimeout(90_000);
  await test.step('every page, the not-found page and the assets carry the security headers; only the assets are cached', async () => {
    for (const path of ['/', '/chat', '/terms', '/no-such-page/anywhere', '/index.html']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toContain('text/html');
      expectSecurityHeaders(response, path);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
    }

    const html = await (await request.get('/')).text();
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset, 'index.html loads a hashed script').toBeTruthy();
    const script = await request.get(asset!);
    expect(script.status()).toBe(200);
    expectSecurityHeaders(script, asset!);
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
  await test.step('the API keeps the function\'s own headers: its stricter policy for data and no caching', async () => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(response.headers()['referrer-policy']).toBe('no-referrer');
  });
  await test.step('index.html has no inline script: every script is a file of the app', async () => {
    const html = await (await request.get('/')).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [tag, attributes, body] of scripts) {
      expect(attributes, tag).toMatch(/\bsrc="\/assets\//);
      expect(body!.trim(), tag).toBe('');
    }
  });
  await test.step('an injected inline script does not run, and the guard reports it from any context', async () => {
    // A page of a context the test opens itself: the guard watches those too.
    const page = await browser.newPage();
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
    });
    await expect.poll(() => cspGuard.violations.length).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    // Both channels saw it: the securitypolicyviolation event and Chromium's console message.
    expect(cspGuard.violations).toEqual(expect.arrayContaining([
      expect.stringMatching(/^script-src-elem refused inline on http:\/\/127\.0\.0\.1:5000\/terms/),
      expect.stringMatching(/^console: .*Content Security Policy/),
    ]));
    cspGuard.violations.length = 0;
    await page.context().close();
  });
  await test.step('another site cannot frame the pages', async () => {
    const page = await freshPage(browser);
    await page.route('http://framer.test/', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Framer</title><iframe src="${BASE_URL}/terms"></iframe>` }),
    );
    await page.goto('http://framer.test/');
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    expect(framed).toBeTruthy();
    // Chromium replaces a frame refused by frame-ancestors with its error page.
    await expect.poll(() => framed!.url()).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('iframe').getByRole('heading')).toHaveCount(0);
    await page.context().close();
  });
  await test.step('a full journey under the policy logs no violation and reaches only the site and the Auth emulator', async () => {
    const page = await freshPage(browser);
    const origins = recordOrigins(page);
    const messages: string[] = [];
    page.on('console', (message) => {
      if (/permissions[- ]policy|content[- ]security[- ]policy/i.test(message.text())) messages.push(message.text());
    });

    // The landing page with its photo previews, then the e-mail login.
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Log In' }).first()).toBeVisible();
    const account = await registeredUser({ displayName: 'Policy Tester', password: PASSWORD });
    await logInToChat(page, account.email, PASSWORD);

    // A streamed reply.
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('Hello Bela, tell me about your evening.');
    await box.press('Enter');
    await expect(page.getByTestId('message-bela')).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0, { timeout: 30_000 });

    // The gallery's signed photo URLs load as images.
    await page.goto('/image-feed-demo');
    const photo = page.getByTestId('unlocked-photo').first().locator('img');
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    expect(messages).toEqual([]);
    expect([...origins].sort()).toEqual([AUTH_EMULATOR, BASE_URL].sort());
    // The guard (tests/support/test.ts) fails the test on any violation when it ends.
    await page.context().close();
  });
});
