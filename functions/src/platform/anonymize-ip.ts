/** Stored IP addresses are anonymised: the last IPv4 octet, or the last 80 bits of IPv6, zeroed. */
import { isIPv4, isIPv6 } from 'node:net';

export function anonymizeIp(ip: string | undefined | null): string | null {
  if (!ip) return null;
  const mapped = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(mapped)) return mapped.replace(/\.\d+$/, '.0');
  if (!isIPv6(mapped)) return null;
  return `${expandIpv6(mapped).slice(0, 3).join(':')}::`;
}

/**
 * The /64 network of an IPv6 address, as an address (`2001:db8:1:2::`), in one form however the
 * address was written; anything else is returned as it is. A subscriber is given a whole /64 and
 * may use any address in it, so per-address limits count the /64, not the address.
 */
export function ipv6Network64(ip: string): string {
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  return `${expandIpv6(ip.toLowerCase()).slice(0, 4).join(':')}::`;
}

function expandIpv6(ip: string): string[] {
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array(ip.includes('::') ? missing : 0).fill('0'), ...right].map((g) => g.replace(/^0+(?=.)/, ''));
}
