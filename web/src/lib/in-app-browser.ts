/**
 * The in-app browser notice (SPEC section 2, "Global overlays and behaviours"): which social or
 * messaging app's embedded browser this is, decided from the User-Agent, and how 'Open in Browser'
 * leaves it. Embedded browsers often block Google's sign-in popup and lose the session on the way
 * back from Stripe, so the notice offers the device's own browser.
 */

export type InAppApp = 'Facebook' | 'Instagram' | 'TikTok' | 'Snapchat' | 'LinkedIn' | 'X' | 'LINE';
export type DevicePlatform = 'android' | 'ios' | 'other';

export interface InAppBrowser {
  app: InAppApp;
  platform: DevicePlatform;
}

/**
 * The marker each app adds to its embedded browser's User-Agent. Order matters: Instagram's
 * Android browser also carries Facebook's `FB_IAB` marker on some versions. The crawlers of these
 * companies (facebookexternalhit, Twitterbot, LinkedInBot) carry none of these markers.
 */
const MARKERS: readonly [InAppApp, RegExp][] = [
  ['Instagram', /\bInstagram\s\d/],
  ['Facebook', /\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bFBIOS\b|\bFB4A\b/],
  ['TikTok', /\bmusical_ly|\bBytedanceWebview\/|\btrill_\d|\bTikTok[\s/]\d/],
  ['Snapchat', /\bSnapchat\/\d/],
  ['LinkedIn', /\bLinkedInApp\b/],
  ['X', /\bTwitter for iP(?:hone|ad)\b|\bTwitterAndroid\b/],
  // Case-sensitive and after a space: LINE writes ' Line/13.10.0' (never 'Online/').
  ['LINE', /(?:^|\s)Line\/\d/],
];

export function detectPlatform(userAgent: string): DevicePlatform {
  if (/\bAndroid\b/i.test(userAgent)) return 'android';
  if (/\biPhone|\biPad|\biPod/.test(userAgent)) return 'ios';
  return 'other';
}

/** The embedded browser this User-Agent belongs to, or null for an ordinary browser or a crawler. */
export function detectInAppBrowser(userAgent: string): InAppBrowser | null {
  const match = MARKERS.find(([, marker]) => marker.test(userAgent));
  return match ? { app: match[0], platform: detectPlatform(userAgent) } : null;
}

type PageLocation = Pick<Location, 'protocol' | 'host' | 'pathname' | 'search' | 'href'>;

/**
 * An Android intent that opens this page in Chrome. The page's own fragment is left out: the
 * intent's parameters take the fragment's place.
 */
export function chromeIntentUrl(location: PageLocation): string {
  const scheme = location.protocol.replace(/:$/, '');
  return `intent://${location.host}${location.pathname}${location.search}#Intent;scheme=${scheme};package=com.android.chrome;end`;
}

/** What 'Open in Browser' does on each platform. */
export type OpenInBrowserPlan =
  | { kind: 'android-intent'; href: string }
  | { kind: 'copy-link'; url: string }
  | { kind: 'new-tab'; href: string };

export function openInBrowserPlan(platform: DevicePlatform, location: PageLocation): OpenInBrowserPlan {
  if (platform === 'android') return { kind: 'android-intent', href: chromeIntentUrl(location) };
  // iOS lets no page choose the browser: the link is copied for the visitor to paste into Safari.
  if (platform === 'ios') return { kind: 'copy-link', url: location.href };
  return { kind: 'new-tab', href: location.href };
}

/** sessionStorage key: 'Continue Here' was chosen in this browser session. */
export const IN_APP_NOTICE_DISMISSED_KEY = 'bela.inAppNoticeDismissed';

export function wasInAppNoticeDismissed(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(IN_APP_NOTICE_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberInAppNoticeDismissed(storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(IN_APP_NOTICE_DISMISSED_KEY, '1');
  } catch {
    // Storage can be unavailable (private mode, sandboxed frames): the choice then lasts this page.
  }
}
