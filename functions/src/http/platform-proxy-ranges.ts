/**
 * Addresses of the machines that stand between a client and the deployed `api` function. They
 * decide how far the client address rule (client-address.ts) may read X-Forwarded-For; which of
 * them is passed where is decided there (docs/decisions/0021-client-address.md).
 *
 * Sources (lists of network facts, published by their operators for customers to allowlist; no
 * licence is stated for them): Google's own networks from the ranges Google publishes at
 * https://www.gstatic.com/ipranges/goog.json (a subset: its serving networks, none of the ranges
 * Google Cloud customers are given, which https://www.gstatic.com/ipranges/cloud.json lists);
 * Fastly's edge from https://api.fastly.com/public-ip-list. Copied by hand; both lists change
 * rarely, and an address missing here is counted as a client (never trusted as a proxy).
 */

/** Never a public client's address as a front end sees it: Cloud Run's own sandbox peer and networks. */
export const INTERNAL_RANGES = [
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '::1/128',
  'fc00::/7',
  'fe80::/10',
] as const;

/**
 * Google's front end: the address it appends after the client's (the `<load-balancer-ip>` of
 * `<client-ip>,<load-balancer-ip>`), from Google's own serving networks and its proxy ranges.
 */
export const GOOGLE_FRONT_END_RANGES = [
  '35.191.0.0/16',
  '130.211.0.0/22',
  '64.233.160.0/19',
  '66.102.0.0/20',
  '66.249.80.0/20',
  '72.14.192.0/18',
  '74.125.0.0/16',
  '108.177.8.0/21',
  '142.250.0.0/15',
  '172.217.0.0/16',
  '172.253.0.0/16',
  '173.194.0.0/16',
  '209.85.128.0/17',
  '216.58.192.0/19',
  '216.239.32.0/19',
  '2001:4860::/32',
  '2404:6800::/32',
  '2607:f8b0::/32',
  '2800:3f0::/32',
  '2a00:1450::/32',
  '2c0f:fb50::/32',
] as const;

/**
 * Google's own network seen as the front end's client: Firebase Hosting's origin, which forwards a
 * rewrite to the function, connects from here. Firebase publishes no list of its own, so this is
 * Google's serving networks: no Cloud customer is given an address in them (a sender on them is a
 * Google service; see the decision record for what that still trusts).
 */
export const HOSTING_ORIGIN_RANGES = GOOGLE_FRONT_END_RANGES;

/**
 * Firebase Hosting's CDN (Fastly's published edge list). Anyone can run a Fastly service of their
 * own from these same addresses, so an address here is passed only behind Hosting's origin.
 */
export const HOSTING_CDN_RANGES = [
  '23.235.32.0/20',
  '43.249.72.0/22',
  '103.244.50.0/24',
  '103.245.222.0/23',
  '103.245.224.0/24',
  '104.156.80.0/20',
  '140.248.64.0/18',
  '140.248.128.0/17',
  '146.75.0.0/17',
  '151.101.0.0/16',
  '157.52.64.0/18',
  '167.82.0.0/17',
  '167.82.128.0/20',
  '167.82.160.0/20',
  '167.82.224.0/20',
  '172.111.64.0/18',
  '185.31.16.0/22',
  '199.27.72.0/21',
  '199.232.0.0/16',
  '2a04:4e40::/32',
  '2a04:4e42::/32',
] as const;
