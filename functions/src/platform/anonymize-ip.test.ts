import { describe, expect, it } from 'vitest';
import { anonymizeIp } from './anonymize-ip';

describe('anonymizeIp', () => {
  it('zeroes the last IPv4 octet', () => {
    expect(anonymizeIp('203.0.113.77')).toBe('203.0.113.0');
    expect(anonymizeIp('::ffff:198.51.100.9')).toBe('198.51.100.0');
  });
  it('keeps only the first 48 bits of an IPv6 address', () => {
    expect(anonymizeIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::');
    expect(anonymizeIp('2001:db8::1')).toBe('2001:db8:0::');
  });
  it('refuses what is not an address', () => {
    expect(anonymizeIp('not-an-ip')).toBeNull();
    expect(anonymizeIp(undefined)).toBeNull();
  });
});
