import { describe, expect, it } from 'vitest';
import { anonymizeIp, ipv6Network64 } from './anonymize-ip';

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

describe('ipv6Network64', () => {
  it('is the /64 of an IPv6 address, in one form however it was written', () => {
    expect(ipv6Network64('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:8d3::');
    expect(ipv6Network64('2001:DB8:85A3:08D3::1')).toBe('2001:db8:85a3:8d3::');
    expect(ipv6Network64('2001:0db8:85a3:08d3:0:0:0:2')).toBe('2001:db8:85a3:8d3::');
    expect(ipv6Network64('2001:db8::1')).toBe('2001:db8:0:0::');
    expect(ipv6Network64('::1')).toBe('0:0:0:0::');
  });
  it('tells two /64s apart', () => {
    expect(ipv6Network64('2001:db8:85a3:8d4::1')).not.toBe(ipv6Network64('2001:db8:85a3:8d3::1'));
  });
  it('leaves an IPv4 address, and what is not an address, as they are', () => {
    expect(ipv6Network64('203.0.113.77')).toBe('203.0.113.77');
    expect(ipv6Network64('unknown')).toBe('unknown');
  });
});
