/**
 * What the server reads from a request's User-Agent: the device type, the browser, and whether
 * the client is a known bot. Decided here, never taken from the tracking payload.
 */
import Bowser from 'bowser';
import { createIsbotFromList, list as botPatterns } from 'isbot';

export interface ClientProfile {
  deviceType: 'desktop' | 'mobile' | 'tablet';
  browser: string;
  isBot: boolean;
  /**
   * Not a person at a browser: a headless or remote-controlled browser (Playwright, Puppeteer,
   * Selenium...), or a script (curl, Node, Python) or a call with no User-Agent at all. Its
   * activity is test data.
   */
  automated: boolean;
}

/** What automated browsers and test tools put in their User-Agent. */
const AUTOMATION = /headless|playwright|puppeteer|selenium|webdriver|phantomjs|cypress|lighthouse|pagespeed|pingdom|uptimerobot|k6\/|jmeter|artillery/i;
/** Every browser's User-Agent starts so; a script's (curl/8, node, python-requests) does not. */
const BROWSER = /^Mozilla\/\d/;

const isBot = createIsbotFromList(botPatterns);
/**
 * On the local stack (the `test` environment) its own automated browsers are the visitors: a
 * headless Chromium is not taken for a crawler there. In production it is.
 */
const isBotExceptHeadless = createIsbotFromList(botPatterns.filter((pattern) => !/headless/i.test(pattern)));

/**
 * Parsing a User-Agent costs more than the rest of a tracking call; visitors send the same few
 * strings over and over, so the answers of the most recent ones are kept.
 */
const REMEMBERED = 500;
const remembered = new Map<string, ClientProfile>();

export function clientProfile(userAgent: string | undefined, environment: 'live' | 'test'): ClientProfile {
  const key = `${environment}\n${userAgent?.slice(0, 1000) ?? ''}`;
  const known = remembered.get(key);
  if (known) return known;
  const profile = parseProfile(userAgent?.slice(0, 1000) ?? '', environment);
  if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value!);
  remembered.set(key, profile);
  return profile;
}

function parseProfile(ua: string, environment: 'live' | 'test'): ClientProfile {
  const bot = environment === 'test' ? isBotExceptHeadless(ua) : isBot(ua);
  const parsed = ua ? Bowser.parse(ua) : undefined;
  const platform = parsed?.platform.type;
  return {
    deviceType: platform === 'mobile' ? 'mobile' : platform === 'tablet' ? 'tablet' : 'desktop',
    browser: (parsed?.browser.name ?? 'Unknown').replace(/^Chromium$/, 'Chrome'),
    isBot: bot,
    automated: !BROWSER.test(ua) || AUTOMATION.test(ua),
  };
}
