import { describe, expect, it } from 'vitest';
import {
  chromeIntentUrl,
  detectInAppBrowser,
  IN_APP_NOTICE_DISMISSED_KEY,
  openInBrowserPlan,
  rememberInAppNoticeDismissed,
  wasInAppNoticeDismissed,
  type InAppApp,
} from './in-app-browser';

// User-Agents as the apps' embedded browsers send them (versions vary; the markers do not).
const IN_APP: Record<InAppApp, { android: string; ios: string }> = {
  Facebook: {
    android:
      'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.5845.163 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/430.0.0.23.113;]',
    ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/452.0.0.39.110;FBBV/564567512;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.3.1;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5;FBRV/566020443]',
  },
  Instagram: {
    android:
      'Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/123.0.6312.99 Mobile Safari/537.36 Instagram 325.0.0.35.91 Android (34/14; 480dpi; 1080x2340; samsung; SM-S918B; dm3q; qcom; en_US; 589052117)',
    ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 325.0.2.22.108 (iPhone14,5; iOS 17_4; en_US; en; scale=3.00; 1170x2532; 587452393)',
  },
  TikTok: {
    android:
      'Mozilla/5.0 (Linux; Android 12; SM-A525F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/115.0.5790.166 Mobile Safari/537.36 trill_2023007050 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/trill app_version/30.7.5 ByteLocale/en ByteFullLocale/en Region/GB AppId/1180 BytedanceWebview/d8a21c6',
    ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_30.8.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US ByteFullLocale/en WKWebView/1 BytedanceWebview/d8a21c6',
  },
  Snapchat: {
    android:
      'Mozilla/5.0 (Linux; Android 13; SM-G991B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 Snapchat/12.69.0.34 (SM-G991B; Android 13#G991BXXU9EWK5#33; gzip; )',
    ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Snapchat/12.68.0.40 (like Safari/8617.1.17.10.9, panda)',
  },
  LinkedIn: {
    android:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UD1A.230803.041; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 [LinkedInApp]/4.1.881',
    ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.29.6580',
  },
  X: {
    android:
      'Mozilla/5.0 (Linux; Android 12; moto g(60) Build/S2RIS32.32-20-11; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/114.0.5735.196 Mobile Safari/537.36 TwitterAndroid',
    ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Twitter for iPhone/9.68',
  },
  LINE: {
    android:
      'Mozilla/5.0 (Linux; Android 13; SO-51C Build/61.2.F.0.235; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/117.0.5938.60 Mobile Safari/537.36 Line/13.17.1/IAB',
    ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.16.0',
  },
};

const ORDINARY: Record<string, string> = {
  'Chrome on Windows':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Chrome on Android':
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  'Chrome on iPhone':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  'Safari on iPhone':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Safari on macOS':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  'Firefox on Linux': 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  'Firefox on Android': 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  'Samsung Internet':
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  Googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Googlebot smartphone':
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.118 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Facebook crawler': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  Twitterbot: 'Twitterbot/1.0',
  LinkedInBot: 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  empty: '',
};

describe('detectInAppBrowser', () => {
  for (const [app, agents] of Object.entries(IN_APP)) {
    it(`recognises ${app} on Android and on iPhone`, () => {
      expect(detectInAppBrowser(agents.android)).toEqual({ app, platform: 'android' });
      expect(detectInAppBrowser(agents.ios)).toEqual({ app, platform: 'ios' });
    });
  }

  for (const [name, agent] of Object.entries(ORDINARY)) {
    it(`leaves ${name} alone`, () => {
      expect(detectInAppBrowser(agent)).toBeNull();
    });
  }

  it('names the platform "other" off Android and iOS', () => {
    expect(detectInAppBrowser('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 [FBAN/EMA;FBAV/1.0]')).toEqual({
      app: 'Facebook',
      platform: 'other',
    });
  });
});

const page = {
  protocol: 'https:',
  host: 'bela.example.com',
  pathname: '/signup',
  search: '?plan=premium&ref=ig',
  href: 'https://bela.example.com/signup?plan=premium&ref=ig#login',
};

describe('Open in Browser', () => {
  it('builds a Chrome intent from the host, path and query, without the fragment', () => {
    expect(chromeIntentUrl(page)).toBe(
      'intent://bela.example.com/signup?plan=premium&ref=ig#Intent;scheme=https;package=com.android.chrome;end',
    );
  });

  it('keeps the page scheme and the port', () => {
    expect(chromeIntentUrl({ ...page, protocol: 'http:', host: '127.0.0.1:5000', pathname: '/', search: '' })).toBe(
      'intent://127.0.0.1:5000/#Intent;scheme=http;package=com.android.chrome;end',
    );
  });

  it('opens Chrome on Android, copies the link on iOS and opens a tab elsewhere', () => {
    expect(openInBrowserPlan('android', page)).toEqual({ kind: 'android-intent', href: chromeIntentUrl(page) });
    expect(openInBrowserPlan('ios', page)).toEqual({ kind: 'copy-link', url: page.href });
    expect(openInBrowserPlan('other', page)).toEqual({ kind: 'new-tab', href: page.href });
  });
});

describe('Continue Here memory', () => {
  const memoryStorage = () => {
    const values = new Map<string, string>();
    return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
  };

  it('is remembered in the given storage', () => {
    const storage = memoryStorage();
    expect(wasInAppNoticeDismissed(storage)).toBe(false);
    rememberInAppNoticeDismissed(storage);
    expect(storage.values.get(IN_APP_NOTICE_DISMISSED_KEY)).toBe('1');
    expect(wasInAppNoticeDismissed(storage)).toBe(true);
  });

  it('survives storage that throws or is missing', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberInAppNoticeDismissed(broken)).not.toThrow();
    expect(wasInAppNoticeDismissed(broken)).toBe(false);
    expect(wasInAppNoticeDismissed(undefined)).toBe(false);
  });
});
