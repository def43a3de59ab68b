/** IP addresses and CIDR ranges: parsing, and membership tests on Node's own BlockList. */
import { BlockList, isIP, isIPv4 } from 'node:net';

/** An address in one canonical form (IPv4-mapped IPv6 as plain IPv4), or null when it is none. */
export function normalizeIp(raw: string | null | undefined): string | null {
  const text = raw?.trim() ?? '';
  const mapped = /^::ffff:/i.test(text) && isIPv4(text.slice(7)) ? text.slice(7) : text;
  return isIP(mapped) ? mapped.toLowerCase() : null;
}

/** `address` or `address/prefix`, with a prefix the address family allows. */
export function isIpRange(text: string): boolean {
  const [address = '', prefix, extra] = text.trim().split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** A membership test for a list of addresses and ranges; throws on an entry that is neither. */
export function ipRanges(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    if (!isIpRange(entry)) throw new Error(`Not an IP address or range: ${entry}`);
    const [address = '', prefix] = entry.trim().split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const normalized = normalizeIp(address);
    return normalized !== null && list.check(normalized, isIPv4(normalized) ? 'ipv4' : 'ipv6');
  };
}
