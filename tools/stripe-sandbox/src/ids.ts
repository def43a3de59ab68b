import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Random letters and digits; the slight modulo bias does not matter for identifiers. */
export function randomToken(length: number): string {
  let token = '';
  for (const byte of randomBytes(length)) token += ALPHABET[byte % ALPHABET.length];
  return token;
}

/** Stripe's prefixes, so that an id tells what it names (and `expand[]` can find it). */
export type IdPrefix =
  | 'cus'
  | 'prod'
  | 'price'
  | 'cs_test'
  | 'bps'
  | 'sub'
  | 'si'
  | 'in'
  | 'il'
  | 'li'
  | 'pm'
  | 'evt'
  | 'req'
  | 'ch'
  | 're'
  | 'dp';

export function newId(prefix: IdPrefix): string {
  // Checkout session ids are much longer than the others on Stripe.
  return `${prefix}_${randomToken(prefix === 'cs_test' ? 58 : 24)}`;
}
