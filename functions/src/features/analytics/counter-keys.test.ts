import { describe, expect, it } from 'vitest';
import { fromCounterKey } from '../../stores/analytics-events';
import { browserKey, buttonKey, deviceKey, pageKey, stepKey } from './counter-keys';
import { clientProfile } from './client-profile';

const name = (key: string) => fromCounterKey(key);

describe('counter keys', () => {
  it('count a page under the route it shows, whatever its case or trailing slashes', () => {
    expect(name(pageKey('/'))).toBe('/');
    expect(name(pageKey('/chat'))).toBe('/chat');
    expect(name(pageKey('/Chat/'))).toBe('/chat');
    expect(name(pageKey('/payment/success'))).toBe('/payment/success');
    expect(name(pageKey('/admin/analytics//'))).toBe('/admin/analytics');
    expect(name(pageKey('///'))).toBe('/');
  });

  it('count every other page as other', () => {
    for (const page of ['/wp-login.php', '/chat/123', '/admin', '/admin/secret', 'chat', '/payment', '/%63hat', '/__name__']) {
      expect(pageKey(page), page).toBe('other');
    }
  });

  it('know only the join buttons and sign-up steps the web app reports', () => {
    expect(name(buttonKey('Join for Free'))).toBe('Join for Free');
    expect(name(buttonKey('Join Free'))).toBe('Join Free');
    expect(buttonKey('join for free!')).toBe('other');
    expect(buttonKey('__name__')).toBe('other');
    expect(name(stepKey('details_submitted'))).toBe('details_submitted');
    expect(stepKey('details')).toBe('other');
    expect(stepKey(3)).toBe('other');
  });

  it("know the parser's browsers, not the names an unknown client gives itself", () => {
    const firefox = clientProfile('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'live').browser;
    expect(name(browserKey(firefox))).toBe('Firefox');
    expect(name(browserKey(null))).toBe('Unknown');
    // The parser names an unrecognised client after its User-Agent's first word.
    const invented = clientProfile('Invented1234/1.0 (anything)', 'test').browser;
    expect(invented).toBe('Invented1234');
    expect(browserKey(invented)).toBe('other');
    expect(browserKey('')).toBe('other');
  });

  it('know the device types', () => {
    expect(deviceKey('tablet')).toBe('tablet');
    expect(deviceKey(null)).toBe('unknown');
    expect(deviceKey('fridge')).toBe('other');
  });
});
