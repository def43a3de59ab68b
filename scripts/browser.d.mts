// Types of browser.mjs, for the TypeScript that imports it (tests/playwright.config.ts).
export declare const HEADLESS_SHELL: string;
export declare const FULL_CHROMIUM: string;
/** The binary the end-to-end tests launch. */
export declare function e2eBrowserPath(env?: Record<string, string | undefined>, exists?: (file: string) => boolean): string;
/** Flags for a test or bench browser: no sandbox, no GPU, no traffic of its own. */
export declare const QUIET_BROWSER_FLAGS: readonly string[];
