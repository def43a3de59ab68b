/**
 * The Playwright `test` every end-to-end spec imports: `@playwright/test`, plus a guard that fails
 * the test when any page breaks the Content-Security-Policy Hosting serves. It watches every browser
 * context the test opens (the `page` fixture's and `browser.newContext()`/`newPage()` ones) through
 * two channels: the `securitypolicyviolation` event in every frame, and Chromium's console messages
 * about the policy (an invalid policy is reported only there).
 */
import { test as base, type BrowserContext } from '@playwright/test';
import { followRequests } from './network-quiet';

export * from '@playwright/test';

const BINDING = '__belaCspViolation';

interface Violation {
  directive: string;
  blocked: string;
  documentUri: string;
  sourceFile: string;
  line: number;
}

/**
 * Playwright's trace recorder reads the page's blob: images (the admin upload previews) for its
 * DOM snapshots, from a script world of its own: the policy refuses those reads, but no script of
 * the app made them, so they name no source file. A read of a blob: URL by the app's own code
 * names its file and still counts.
 */
const isTraceRecorderRead = (v: Violation) => v.directive === 'connect-src' && v.blocked.startsWith('blob') && v.sourceFile === '';

/** Installs the watchers on a context; every violation is pushed to `violations`. */
async function watchContext(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding(BINDING, (_source, v: Violation) => {
    if (isTraceRecorderRead(v)) return;
    const where = v.sourceFile ? ` (${v.sourceFile}:${v.line})` : '';
    violations.push(`${v.directive} refused ${v.blocked} on ${v.documentUri}${where}`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const violation = {
          directive: event.effectiveDirective,
          blocked: event.blockedURI || 'inline',
          documentUri: event.documentURI,
          sourceFile: event.sourceFile,
          line: event.lineNumber,
        };
        (window as unknown as Record<string, (v: typeof violation) => void>)[binding]?.(violation);
      },
      true,
    );
  }, BINDING);
  context.on('console', (message) => {
    const text = message.text();
    if (!/content[- ]security[- ]policy/i.test(text)) return;
    // The same refusal of the trace recorder's read, as Chromium logs it.
    if (/^Connecting to 'blob:/.test(text) && message.location().url === '') return;
    violations.push(`console: ${text}`);
  });
}

/** The violations a test has caused so far (a test that provokes one on purpose empties it). */
export interface CspGuard {
  violations: string[];
  watch(context: BrowserContext): Promise<void>;
}

export const test = base.extend<{ cspGuard: CspGuard }>({
  cspGuard: [
    async ({ browser }, use) => {
      const violations: string[] = [];
      const watched = new WeakSet<BrowserContext>();
      const guard: CspGuard = {
        violations,
        async watch(context) {
          if (watched.has(context)) return;
          watched.add(context);
          followRequests(context); // for networkQuiet (tests/support/network-quiet.ts)
          await watchContext(context, violations);
        },
      };
      // Playwright's own `context` fixture and `browser.newPage()` both go through newContext.
      const newContext = browser.newContext;
      browser.newContext = async function (this: typeof browser, ...args: Parameters<typeof newContext>) {
        const context = await newContext.apply(this, args);
        await guard.watch(context);
        return context;
      };
      try {
        await use(guard);
      } finally {
        browser.newContext = newContext;
      }
      base.expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, cspGuard }, use) => {
    await cspGuard.watch(context);
    await use(context);
  },
});
