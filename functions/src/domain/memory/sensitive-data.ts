/**
 * Data Bela never remembers: card numbers, passwords, e-mail addresses and phone numbers. A learned
 * memory that holds any is dropped, and one written by hand is refused (issue 23: "never stored").
 * Patterns only, no service: the check runs on every proposed memory.
 */

export type SensitiveKind = 'card' | 'password' | 'email' | 'phone';

/** A run of 13 to 19 digits, grouped by single spaces or dashes ("4111 1111 1111 1111"). */
const CARD_CANDIDATE = /(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])/g;
const PASSWORD =
  /\b(?:password|passcode|pass code|passwd|pwd|pin(?: code| number)?|login|passphrase|security code|cvv|cvc)\b(?:\s+(?:for|to|on)\s+[\p{L}\p{N} ]{1,30}?)?\s*(?:is|was|=|:|'s)\s*["'`]?[^\s"'`]{3,}/iu;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
/** "+351 912 345 678", "0044 20 7946 0958", "(555) 123-4567", "912345678", "07700 900123". */
const PHONE_CANDIDATE = /(?<![\p{L}\p{N}])(?:\+|00)?\(?\d[\d\s().-]{5,20}\d(?![\p{N}])/gu;
const PHONE_WORDS = /\b(?:phone|number|mobile|cell|call|text|whatsapp|telegram|signal|tel|landline|reach me)\b/i;
/** Dates and times look like numbers: "10.03.2026", "2026-03-10", "10/03/2026 14:30". */
const DATE_LIKE = /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/;

/** The Luhn check every card number passes (and almost no other digit run does). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function hasCard(text: string): boolean {
  for (const match of text.matchAll(CARD_CANDIDATE)) {
    const digits = match[0].replace(/\D/g, '');
    if (digits.length >= 13 && digits.length <= 19 && !/^(\d)\1+$/.test(digits) && passesLuhn(digits)) return true;
  }
  return false;
}

function hasPhone(text: string): boolean {
  for (const match of text.matchAll(PHONE_CANDIDATE)) {
    const run = match[0].trim();
    if (DATE_LIKE.test(run)) continue;
    const digits = run.replace(/\D/g, '');
    const international = /^(?:\+|00)/.test(run);
    if (international && digits.length >= 8 && digits.length <= 15) return true;
    if (digits.length >= 9 && digits.length <= 12) return true;
    // A short local number counts when the text says it is one ("call me on 555-1234").
    if (digits.length >= 7 && digits.length <= 8 && /[\s.-]/.test(run) && PHONE_WORDS.test(text)) return true;
  }
  return false;
}

/** The kinds of sensitive data in the text, in a fixed order; empty when there are none. */
export function sensitiveDataIn(text: string): SensitiveKind[] {
  const kinds: SensitiveKind[] = [];
  if (hasCard(text)) kinds.push('card');
  if (PASSWORD.test(text)) kinds.push('password');
  if (EMAIL.test(text)) kinds.push('email');
  if (hasPhone(text)) kinds.push('phone');
  return kinds;
}

export function containsSensitiveData(text: string): boolean {
  return sensitiveDataIn(text).length > 0;
}
