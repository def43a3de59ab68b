import { describe, expect, it } from 'vitest';
import { browserOf, deviceTypeOf, parseUserAgent } from './user-agent';

const ua = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  chromeAndroidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
  chromeAndroidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Safari/537.36',
  samsungPhone:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  operaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 OPR/111.0.0.0',
  firefoxIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  instagramIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 337.0.3.23.54',
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/470.0.0.0;]',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
};

describe('deviceTypeOf', () => {
  it.each([
    [ua.chromeWindows, 'desktop'],
    [ua.firefoxLinux, 'desktop'],
    [ua.safariMac, 'desktop'],
    [ua.safariIphone, 'mobile'],
    [ua.chromeIphone, 'mobile'],
    [ua.chromeAndroidPhone, 'mobile'],
    [ua.samsungPhone, 'mobile'],
    [ua.safariIpad, 'tablet'],
    [ua.chromeAndroidTablet, 'tablet'],
    ['', 'desktop'],
  ])('%s -> %s', (userAgent, expected) => {
    expect(deviceTypeOf(userAgent)).toBe(expected);
  });

  it('treats a touch-screen Mac user agent (iPadOS) as a tablet', () => {
    expect(deviceTypeOf(ua.safariMac, 5)).toBe('tablet');
    expect(deviceTypeOf(ua.safariMac, 0)).toBe('desktop');
    expect(deviceTypeOf(ua.chromeWindows, 10)).toBe('desktop');
  });
});

describe('browserOf', () => {
  it.each([
    [ua.chromeWindows, 'Chrome'],
    [ua.chromeAndroidPhone, 'Chrome'],
    [ua.chromeIphone, 'Chrome'],
    [ua.headlessChrome, 'Chrome'],
    [ua.edgeWindows, 'Edge'],
    [ua.operaWindows, 'Opera'],
    [ua.samsungPhone, 'Samsung Internet'],
    [ua.firefoxLinux, 'Firefox'],
    [ua.firefoxIphone, 'Firefox'],
    [ua.safariMac, 'Safari'],
    [ua.safariIphone, 'Safari'],
    [ua.safariIpad, 'Safari'],
    [ua.instagramIphone, 'Instagram'],
    [ua.facebookAndroid, 'Facebook'],
    [ua.ie11, 'Internet Explorer'],
    ['curl/8.5.0', 'Other'],
    ['', 'Other'],
  ])('%s -> %s', (userAgent, expected) => {
    expect(browserOf(userAgent)).toBe(expected);
  });
});

describe('parseUserAgent', () => {
  it('combines the device type and the browser', () => {
    expect(parseUserAgent(ua.safariIphone)).toEqual({ deviceType: 'mobile', browser: 'Safari' });
    expect(parseUserAgent(ua.edgeWindows)).toEqual({ deviceType: 'desktop', browser: 'Edge' });
  });
});
