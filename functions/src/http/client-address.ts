/**
 * The client address that per-client limits (sign-in, sign-up, contact, verify-session, tracking)
 * and analytics count. The paths, the documented headers and their sources: docs/decisions/0021.
 *
 * X-Forwarded-For is a list a client may start itself, and any proxy a client runs (a CDN service
 * of its own included) may write whatever it likes into it. Only what the platform appended can
 * be believed, so the rule reads the list from the right, starting at the connection's peer, and
 * nothing a client or its proxy writes decides how far it reads: only addresses the platform
 * appended, and the networks they belong to. Other headers (`Forwarded`, `X-Real-IP`,
 * `Fastly-Client-IP`, `X-Fah-Client-IP`) are never read.
 *
 * - `none` (the emulators): neither emulator appends an address, so every entry came from the
 *   client; the header is never read and the connection's peer is the client.
 * - `google-cloud` (deployed): the peer is Cloud Run's sandbox (an internal address). Google's
 *   front end appends the address it was connected from and, on some paths, its own address after
 *   it (`<client>,<load-balancer>`). That appended client is the front end's view, and it wins:
 *   - when it is not one of Google's own addresses, it is the client, whatever it is: a browser
 *     on the function's own URL, or a CDN edge of anyone's own service (a Fastly edge included)
 *     that connected to the function's URL or to the Cloud Run URL itself;
 *   - when it is one of Google's own addresses (Hosting's origin, which forwards the rewrite) and
 *     the entry left of it is a Hosting CDN (Fastly) address, that entry is the hop Hosting's
 *     origin appended for the CDN node it was connected from: it alone is passed, and the entry
 *     left of it (the browser as Hosting's CDN saw it) is the client. Otherwise the Google
 *     address is the client.
 *   A Fastly address is therefore passed only with one of Google's own to its right, never when a
 *   Fastly edge connected to the front end itself; at most one front-end address of Google's own
 *   and one CDN hop are ever passed.
 * - a list of addresses and ranges: proxies of one's own, each trusted to append its peer.
 *
 * Still trusted (see the decision record): that a sender on Google's own serving networks is
 * Google (a service fetching URLs from there with headers of a user's choosing could name an
 * address), and that Hosting's origin appends the CDN node it was connected from.
 *
 * What per-client limits count is the client's network, not its address: an IPv4 address, or the
 * /64 an IPv6 address belongs to (a subscriber is given a whole /64 and could otherwise take a
 * fresh address, and a fresh budget, for every request).
 */
import type { RequestHandler } from 'express';
import { ipRanges, normalizeIp } from '../platform/ip-ranges';
import { ipv6Network64 } from '../platform/anonymize-ip';
import { GOOGLE_FRONT_END_RANGES, HOSTING_CDN_RANGES, HOSTING_ORIGIN_RANGES, INTERNAL_RANGES } from './platform-proxy-ranges';
import { UNKNOWN_CLIENT } from './request-context';

export type TrustedProxies = 'none' | 'google-cloud' | readonly string[];

export interface ConnectionFacts {
  /** The X-Forwarded-For header as received (repeated headers joined with commas). */
  forwardedFor: string | undefined;
  /** The address of the connection's peer; undefined on a socket file. */
  peer: string | undefined;
}

type Rule = (facts: ConnectionFacts) => string;

/** The entries, nearest first: the peer, then X-Forwarded-For from the right; null where one is no address. */
function fromTheRight({ forwardedFor, peer }: ConnectionFacts): (string | null)[] {
  const entries = forwardedFor ? forwardedFor.split(',') : [];
  return [normalizeIp(peer), ...entries.reverse().map((entry) => normalizeIp(entry))];
}

/** Proxies of one's own: every listed machine is passed, however many, and the first other address is the client. */
function ownProxies(trusted: readonly string[]): Rule {
  const isProxy = ipRanges(trusted);
  return (facts) => {
    const [nearest = null, ...rest] = fromTheRight(facts);
    if (nearest === null || !isProxy(nearest)) return nearest ?? UNKNOWN_CLIENT;
    let last = nearest;
    for (const address of rest) {
      // A proxy writes addresses only: anything else came from the client.
      if (address === null) return last;
      last = address;
      if (!isProxy(address)) return address;
    }
    return last;
  };
}

/** Google Cloud: the front end's view of the client, and Hosting's one CDN hop only behind Google's own network. */
function googleCloud(): Rule {
  const isInternal = ipRanges(INTERNAL_RANGES);
  const isFrontEnd = ipRanges(GOOGLE_FRONT_END_RANGES);
  const isHostingOrigin = ipRanges(HOSTING_ORIGIN_RANGES);
  const isHostingCdn = ipRanges(HOSTING_CDN_RANGES);
  return (facts) => {
    const chain = fromTheRight(facts);
    const at = (index: number): string | null => chain[index] ?? null;
    const peer = at(0);
    // A public peer did not come through the front end: the peer is the client.
    if (peer === null || !isInternal(peer)) return peer ?? UNKNOWN_CLIENT;
    // Cloud Run's own machines: passed, however many.
    let next = 1;
    while (at(next) !== null && isInternal(at(next)!)) next += 1;
    let seen = at(next);
    if (seen === null) return at(next - 1)!;
    // The front end's own address (`<client>,<load-balancer>`): passed once, when a client stands left of it.
    if (isFrontEnd(seen) && at(next + 1) !== null) {
      next += 1;
      seen = at(next)!;
    }
    // The front end's view of the client wins, unless it is the Hosting path: Google's own network
    // (Hosting's origin) connected, and the origin appended the Hosting CDN node it was connected
    // from. Only there is that one CDN hop passed; the entry left of it is the browser.
    if (!isHostingOrigin(seen)) return seen;
    const hop = at(next + 1);
    if (hop === null || !isHostingCdn(hop)) return seen;
    return at(next + 2) ?? hop;
  };
}

/** Builds the rule once; the answer is an address in canonical form, or UNKNOWN_CLIENT. */
export function clientAddressRule(trusted: TrustedProxies): Rule {
  if (trusted === 'none') return ({ peer }) => normalizeIp(peer) ?? UNKNOWN_CLIENT;
  if (trusted === 'google-cloud') return googleCloud();
  return ownProxies(trusted);
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
