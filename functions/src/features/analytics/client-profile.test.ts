import { describe, expect, it } from 'vitest';
import { clientProfile } from './client-profile';

const headless = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';

describe('clientProfile', () => {
  it('reads the device type and browser from the User-Agent', () => {
    expect(clientProfile('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'live')).toEqual({
      deviceType: 'mobile',
      browser: 'Safari',
      isBot: false,
      automated: false,
    });
    expect(clientProfile('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'live')).toMatchObject({ deviceType: 'desktop', browser: 'Firefox' });
    expect(clientProfile(undefined, 'live')).toMatchObject({ deviceType: 'desktop', browser: 'Unknown', isBot: false });
  });

  it('tells automated browsers and scripts from a person at a browser', () => {
    expect(clientProfile(headless, 'test').automated).toBe(true);
    expect(clientProfile('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Playwright', 'test').automated).toBe(true);
    expect(clientProfile('curl/8.5.0', 'test').automated).toBe(true);
    expect(clientProfile('node', 'test').automated).toBe(true);
    expect(clientProfile(undefined, 'test').automated).toBe(true);
    expect(clientProfile('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'test').automated).toBe(false);
  });

  it('knows crawlers, and takes a headless browser for one in production only', () => {
    expect(clientProfile('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'test').isBot).toBe(true);
    expect(clientProfile('curl/8.5.0', 'live').isBot).toBe(true);
    expect(clientProfile(headless, 'live').isBot).toBe(true);
    expect(clientProfile(headless, 'test').isBot).toBe(false);
  });
});
