/**
 * The client address that per-client limits (the sign-in throttle, tracking) and analytics count.
 *
 * X-Forwarded-For is a list a client may start itself; each proxy appends the address it was
 * connected from. Only the entries the platform's own proxies appended can be believed, so the
 * rule walks the chain from the right (the connection's peer first) past the platform's own
 * machines and stops at the first address that is not one of them: that address was appended by
 * the platform for the connection it received, so the client cannot choose it. Nothing a client
 * sends decides how far the walk goes, only who the platform says it was connected from.
 *
 * - `none` (the emulators): neither emulator appends an address, so every entry came from the
 *   client; the header is never read and the connection's peer is the client.
 * - `google-cloud` (deployed): the peer is Cloud Run's sandbox (an internal address); Google's
 *   front end appends `<client>` and, on some paths, one address of its own after it; through
 *   Hosting the client is Hosting's CDN, which appended the browser's address first. At most one
 *   front-end entry is passed, so a sender on Google's own network cannot hide behind it.
 * - a list of addresses and ranges: proxies of one's own, each trusted to append its peer.
 *
 * What per-client limits count is the client's network, not its address: an IPv4 address, or the
 * /64 an IPv6 address belongs to (a subscriber is given a whole /64 and could otherwise take a
 * fresh address, and a fresh budget, for every request).
 */
import type { RequestHandler } from 'express';
import { ipRanges, normalizeIp } from '../platform/ip-ranges';
import { ipv6Network64 } from '../platform/anonymize-ip';
import { GOOGLE_FRONT_END_RANGES, HOSTING_CDN_RANGES, INTERNAL_RANGES } from './platform-proxy-ranges';
import { UNKNOWN_CLIENT } from './request-context';

export type TrustedProxies = 'none' | 'google-cloud' | readonly string[];

export interface ConnectionFacts {
  /** The X-Forwarded-For header as received (repeated headers joined with commas). */
  forwardedFor: string | undefined;
  /** The address of the connection's peer; undefined on a socket file. */
  peer: string | undefined;
}

interface Walk {
  /** Machines of the platform: passed, however many. */
  isHop: (address: string) => boolean;
  /** The front end's own entry: passed once at most. */
  isFrontEnd: (address: string) => boolean;
}

const never = () => false;

function walkFor(trusted: TrustedProxies): Walk | null {
  if (trusted === 'none') return null;
  if (trusted === 'google-cloud') {
    return { isHop: ipRanges([...INTERNAL_RANGES, ...HOSTING_CDN_RANGES]), isFrontEnd: ipRanges(GOOGLE_FRONT_END_RANGES) };
  }
  return { isHop: ipRanges(trusted), isFrontEnd: never };
}

/** Builds the rule once; the answer is an address in canonical form, or UNKNOWN_CLIENT. */
export function clientAddressRule(trusted: TrustedProxies): (facts: ConnectionFacts) => string {
  const walk = walkFor(trusted);
  return ({ forwardedFor, peer }) => {
    const nearest = normalizeIp(peer);
    if (!walk || nearest === null || !walk.isHop(nearest)) return nearest ?? UNKNOWN_CLIENT;
    const entries = forwardedFor ? forwardedFor.split(',') : [];
    let last = nearest;
    let frontEndPassed = false;
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const address = normalizeIp(entries[i]);
      // The platform writes addresses only: anything else came from the client.
      if (address === null) return last;
      last = address;
      if (walk.isHop(address)) continue;
      if (!frontEndPassed && walk.isFrontEnd(address)) {
        frontEndPassed = true;
        continue;
      }
      return address;
    }
    return last;
  };
}

/** The key per-client limits count an address by: IPv4 as it is, IPv6 by its /64. */
export const limitKeyOfAddress = (address: string): string => ipv6Network64(address);

/** Decides `req.clientAddress` (as limits count it) once per request, before any route counts it. */
export function clientAddress(trusted: TrustedProxies): RequestHandler {
  const rule = clientAddressRule(trusted);
  return (req, _res, next) => {
    req.clientAddress = limitKeyOfAddress(rule({ forwardedFor: req.get('x-forwarded-for'), peer: req.socket.remoteAddress }));
    next();
  };
}
