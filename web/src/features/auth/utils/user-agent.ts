/**
 * Device type and browser from a user-agent string, for login tracking (SPEC section 3, "Login
 * activity": deviceType tablet, mobile or desktop; the browser's name).
 */
import type { deviceTypes } from '@bela/contracts/common';

export type DeviceType = (typeof deviceTypes)[number];

export interface ClientInfo {
  deviceType: DeviceType;
  browser: string;
}

const tabletPattern = /iPad|Tablet|PlayBook|Silk|Kindle|KFAPWI|Nexus (7|9|10)\b/i;
const mobilePattern = /Mobi|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|webOS/i;

/**
 * 'tablet', 'mobile' or 'desktop'. An Android user agent without 'Mobile' is a tablet; iPadOS
 * reports a Mac user agent, which `maxTouchPoints` (navigator.maxTouchPoints) above 1 gives away.
 */
export function deviceTypeOf(userAgent: string, maxTouchPoints = 0): DeviceType {
  if (tabletPattern.test(userAgent)) return 'tablet';
  if (/Android/i.test(userAgent)) return /Mobile/i.test(userAgent) ? 'mobile' : 'tablet';
  if (mobilePattern.test(userAgent)) return 'mobile';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'tablet';
  return 'desktop';
}

/** Checked in order: many browsers also name Chrome or Safari in their user agent. */
const browsers: ReadonlyArray<readonly [string, RegExp]> = [
  ['Facebook', /FBAN|FBAV|FB_IAB/],
  ['Instagram', /Instagram/],
  ['Edge', /Edg(e|A|iOS)?\//],
  ['Opera', /OPR\/|Opera|OPiOS/],
  ['Samsung Internet', /SamsungBrowser/],
  ['Firefox', /Firefox\/|FxiOS/],
  ['Internet Explorer', /MSIE |Trident\//],
  ['Chrome', /Chrome\/|CriOS|Chromium\//],
  ['Safari', /Version\/[\d.]+.*Safari\/|Mobile\/\w+ Safari/],
];

/** The browser's name, or 'Other'. */
export function browserOf(userAgent: string): string {
  for (const [name, pattern] of browsers) {
    if (pattern.test(userAgent)) return name;
  }
  return 'Other';
}

export function parseUserAgent(userAgent: string, maxTouchPoints = 0): ClientInfo {
  return { deviceType: deviceTypeOf(userAgent, maxTouchPoints), browser: browserOf(userAgent) };
}
