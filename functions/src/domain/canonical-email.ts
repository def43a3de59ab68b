/**
 * The mailbox an address delivers to, as its provider reads it: two addresses with the same
 * canonical form reach the same inbox, so they share one free trial and one chat quota
 * (stores/trial-records.ts, decision 0023).
 *
 * - The whole address is lower-cased and trimmed (providers treat the local part as
 *   case-insensitive; the project keeps addresses lower-case everywhere).
 * - Gmail: the dots of the local part are ignored, a `+tag` is ignored, and `googlemail.com` is
 *   the same mailbox as `gmail.com`.
 * - Providers that document sub-addressing with `+` (Outlook.com and Hotmail, iCloud Mail,
 *   Fastmail, Proton Mail): a `+tag` is ignored, dots are not.
 * - Any other domain is left as written: its `+` or dots may name another mailbox, and a
 *   domain hosted by one of the providers above (a company's own domain) is not known to be.
 *
 * Sources (read 2026-11; the facts only, in our words):
 * - Gmail, dots: Google's Gmail Help "Dots don't matter in Gmail addresses"
 *   (https://support.google.com/mail/answer/7436150); `+` aliases and dots: the Official Gmail
 *   Blog, "2 hidden ways to get more from your Gmail address" (2008); googlemail.com is the
 *   other spelling of the same Gmail accounts (Google issued googlemail.com addresses where it
 *   could not use the Gmail name, and mail to either domain reaches the one account).
 * - Outlook.com / Hotmail: Microsoft Learn "Plus addressing in Exchange Online"
 *   (https://learn.microsoft.com/exchange/recipients-in-exchange-online/plus-addressing-in-exchange-online);
 *   consumer Outlook.com (formerly Hotmail) has accepted `+` addresses since 2013 (ZDNet,
 *   "Microsoft adds support for custom '+' email addresses in Office 365", 2020).
 * - iCloud Mail: `name+tag@icloud.com` is delivered to `name@icloud.com` (receive only); Apple
 *   documents the three domains of one iCloud account, icloud.com, me.com and mac.com
 *   (https://support.apple.com/en-us/118230). The `+` behaviour itself is reported by users
 *   (e.g. Mynavi News, 2014-10-08, "iCloud mail address tags"); Apple's own page was not found.
 * - Fastmail: "Plus addressing and subdomain addressing"
 *   (https://www.fastmail.help/hc/en-us/articles/360060591053): the part between `+` and `@` is
 *   ignored for delivery. Subdomain addressing (`tag@name.fastmail.com`) is not folded here.
 * - Proton Mail: "How to create and use an additional address (alias)"
 *   (https://proton.me/support/creating-aliases): every user can receive at `+aliases` of their
 *   addresses on proton.me, protonmail.com, protonmail.ch and pm.me.
 *
 * Yahoo's disposable addresses use `-` with a base name the member chose, so nothing in the
 * address says which part is the tag: Yahoo is left as written.
 */

const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/** Domains whose provider documents `local+tag@domain` as delivered to `local@domain`. */
export const PLUS_ADDRESSING_DOMAINS: ReadonlySet<string> = new Set([
  // Microsoft's consumer mail (Outlook.com, formerly Hotmail, Live and MSN).
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  // Apple's iCloud Mail.
  'icloud.com',
  'me.com',
  'mac.com',
  // Fastmail's two main domains.
  'fastmail.com',
  'fastmail.fm',
  // Proton Mail.
  'proton.me',
  'protonmail.com',
  'protonmail.ch',
  'pm.me',
]);

/** `local` without its `+tag`; a local part that is nothing but a tag is kept whole. */
function withoutTag(local: string): string {
  const plus = local.indexOf('+');
  return plus > 0 ? local.slice(0, plus) : local;
}

/** The canonical form of an address: the same string for every spelling of one mailbox. */
export function canonicalEmail(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0 || at === lower.length - 1) return lower;
  const local = lower.slice(0, at);
  const domain = lower.slice(at + 1);
  if (GMAIL.has(domain)) {
    const mailbox = withoutTag(local).replace(/\./g, '');
    // A local part of dots only has no mailbox to name: keep it as written.
    return mailbox ? `${mailbox}@gmail.com` : lower;
  }
  if (PLUS_ADDRESSING_DOMAINS.has(domain)) return `${withoutTag(local)}@${domain}`;
  return lower;
}
