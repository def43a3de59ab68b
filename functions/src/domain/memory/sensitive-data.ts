/**
 * Data Bela never remembers: card numbers, passwords (PINs, codes), e-mail addresses, phone numbers
 * and bank account numbers (IBANs). A learned memory that holds any is dropped, and one written by
 * hand is refused (issue 23: "never stored"; issue 39: a detector that generalises).
 *
 * Rules, no service: the check runs on every proposed memory. The text is first normalised (NFKC,
 * then every decimal digit of any script to 0-9), so full-width, Arabic-Indic or Devanagari digits
 * and "＠" read as their ASCII forms. Then:
 * - card: a run of 13 to 19 digits in groups split by spaces, dashes, dots or slashes that passes Luhn;
 * - iban: two letters, two check digits and 11 to 30 letters or digits (any separators) that pass mod-97;
 * - email: an address, also spelled out ("bob (at) example (dot) com", "bob at example dot com");
 * - phone: an international number (+ or 00) of 8 to 15 digits, a national one of 9 to 12 digits, or
 *   of 7 to 8 when the text speaks of phoning; dates, times, years and thousands are not numbers to call;
 * - password: a password word (password, pw, PIN, code, Passwort, mot de passe, contraseña, senha...)
 *   with a value that looks like one ("is hunter22", ": correcthorse", "hunter22 is my password"),
 *   not a common word ("my PIN is something I forget", "the code of conduct is strict").
 * Why no library, and the figures on a public corpus: docs/decisions/0022-secrets-detector.md.
 */
import * as stopword from 'stopword';

/** stopword's lists of common words, by ISO 639-3 code (its types here declare only English: src/types/stopword.d.ts). */
const stopwords = stopword as unknown as Record<'eng' | 'deu' | 'fra' | 'spa' | 'por', string[]>;

export type SensitiveKind = 'card' | 'password' | 'email' | 'phone' | 'iban';

// ---------------------------------------------------------------------------------------------
// Normalising

const DECIMAL_DIGIT = /\p{Nd}/gu;
const IS_DIGIT = /^\p{Nd}$/u;

/** The value of a decimal digit of any script: Unicode lays each script's digits out 0 to 9 in a row. */
function digitValue(char: string): string {
  const code = char.codePointAt(0)!;
  if (code >= 0x30 && code <= 0x39) return char;
  let start = code;
  while (start > 0 && IS_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
  return String((code - start) % 10);
}

/** NFKC (full-width forms, "＠", ligatures), then every decimal digit as 0-9. */
export function normaliseText(text: string): string {
  return text.normalize('NFKC').replace(DECIMAL_DIGIT, digitValue);
}

// ---------------------------------------------------------------------------------------------
// Card numbers

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

/** Digit groups split by up to three separators: spaces, dashes, dots, slashes, brackets. */
const DIGIT_RUN = /(?<![\p{L}\d])\+?\(?\d+(?:[ \u00a0\-./()]{1,3}\d+)*\)?/gu;
const groupsOf = (run: string): string[] => run.match(/\d+/g) ?? [];

function hasCard(text: string): boolean {
  for (const [run] of text.matchAll(DIGIT_RUN)) {
    const groups = groupsOf(run);
    // Every stretch of whole groups, so that a date or a code written after the number does not hide it.
    for (let start = 0; start < groups.length; start += 1) {
      let digits = '';
      for (let end = start; end < groups.length && digits.length < 19; end += 1) {
        digits += groups[end];
        if (digits.length >= 13 && digits.length <= 19 && !/^(\d)\1+$/.test(digits) && passesLuhn(digits)) return true;
      }
    }
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// IBANs

/** ISO 13616: the country code and check digits moved to the end, letters as 10-35, the whole mod 97 is 1. */
export function passesMod97(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of moved) {
    const value = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The countries that issue IBANs (the SWIFT IBAN registry, and those that use them unregistered). */
const IBAN_COUNTRIES = new Set(
  (
    'AD AE AL AT AZ BA BE BG BH BI BR BY CH CR CY CZ DE DJ DK DO EE EG ES FI FK FO FR GB GE GI GL GR GT HR HU IE IL IQ IS IT JO KW KZ LB LC LI LT LU LV ' +
    'LY MC MD ME MK MN MR MT MU NI NL NO OM PK PL PS PT QA RO RS RU SA SC SD SE SI SK SM SO ST SV TL TN TR UA VA VG XK YE ' +
    'AO BF BJ CF CG CI CM CV DZ GA GQ GW HN IR KM MA MG ML MZ NE SN TD TG'
  ).split(' '),
);
/** Two letters, two check digits, then letters and digits, in groups split by a space, dash, dot or slash. */
const IBAN_CANDIDATE = /(?<![\p{L}\d])[a-z]{2}\d{2}[a-z\d]*(?:[ \u00a0\-./][a-z\d]+)*/giu;

function hasIban(text: string): boolean {
  for (const [candidate] of text.matchAll(IBAN_CANDIDATE)) {
    if (!IBAN_COUNTRIES.has(candidate.slice(0, 2).toUpperCase())) continue;
    // Group by group, so that words written after the number are not taken in.
    let compact = '';
    for (const group of candidate.split(/[ \u00a0\-./]/)) {
      compact += group.toUpperCase();
      if (compact.length > 34) break;
      if (compact.length >= 15 && passesMod97(compact)) return true;
    }
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// E-mail addresses

const LOCAL = String.raw`[\p{L}\d._%+!/-]+`;
const LABEL = String.raw`[\p{L}\d](?:[\p{L}\d-]*[\p{L}\d])?`;
const EMAIL = new RegExp(String.raw`${LOCAL}@(?:(?:${LABEL}\.)+\p{L}{2,}|\[[\d.:a-f]+\])`, 'iu');
/** Spelled-out "at" and "dot": "(at)", "[at]", "{at}", "<at>", and their translations. */
const AT_WORDS = 'at|@|arroba|chez|ät|klammeraffe';
const DOT_WORDS = 'dot|punto|point|punkt|ponto';
const BRACKETED_AT = new RegExp(String.raw`\s*[(\[{<]\s*(?:${AT_WORDS})\s*[)\]}>]\s*`, 'giu');
const BRACKETED_DOT = new RegExp(String.raw`\s*[(\[{<]\s*(?:${DOT_WORDS})\s*[)\]}>]\s*`, 'giu');
const COMMON_TLD = 'com|org|net|edu|gov|info|io|me|co|uk|us|de|fr|es|pt|br|it|nl|be|ch|at|eu|ca|au|in|jp|ru|pl|se|no|dk|fi|ie|mx|ar';
/** "bob @ example . com": spaces around "@" and the dots of a domain that ends in a known top-level domain. */
const SPACED_EMAIL = new RegExp(String.raw`${LOCAL}\s*@\s*(?:${LABEL}\s*\.\s*)+(?:${COMMON_TLD})\b`, 'iu');
/** "bob at example dot com", "joao arroba gmail ponto com". */
const WORDED_EMAIL = new RegExp(String.raw`${LOCAL}\s+(?:at|arroba|chez|em)\s+(?:${LABEL}\s+(?:${DOT_WORDS})\s+)+\p{L}{2,6}\b`, 'iu');
/** "bob at example.com": an address when the name looks like one or the text speaks of mail. */
const AT_DOMAIN = new RegExp(String.raw`(${LOCAL})\s+(?:at|arroba)\s+((?:${LABEL}\.)+(?:${COMMON_TLD}))\b`, 'giu');
const MAIL_PROVIDERS = /^(?:gmail|googlemail|hotmail|outlook|live|yahoo|icloud|me|proton|protonmail|gmx|web|aol|mail|yandex|sapo|orange|free|libero|uol|bol|terra)\./i;
const MAIL_WORDS = /\b(?:e-?mail|mail|correo|courriel|adresse|endereço|address)\b/iu;

function hasEmail(text: string): boolean {
  const deobfuscated = text.replace(BRACKETED_AT, '@').replace(BRACKETED_DOT, '.');
  if (EMAIL.test(deobfuscated) || SPACED_EMAIL.test(deobfuscated) || WORDED_EMAIL.test(deobfuscated)) return true;
  for (const match of deobfuscated.matchAll(AT_DOMAIN)) {
    const [, local, domain] = match as unknown as [string, string, string];
    if (/[._\d+]/.test(local) || MAIL_PROVIDERS.test(domain) || MAIL_WORDS.test(text)) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Phone numbers

const PHONE_WORDS =
  /\b(?:phone|telephone|number|mobile|cell|call|ring|text|whatsapp|telegram|signal|tel|landline|reach|handy|nummer|telefon|anrufen|ruf|numéro|portable|téléphone|appelle|appeler|número|numero|móvil|movil|celular|llama|llámame|teléfono|telemóvel|telemovel|telefone|liga|ligar|contacto)\b/iu;
/** A date: day, month and year in any order, split by dots, dashes or slashes (not a longer run). */
const DATE = /(?<![\d./-])(?:\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})|\d{4}[./-]\d{1,2}[./-]\d{1,2})(?![./-]?\d)/g;
/** Money: a currency sign or code before or after the amount. */
const MONEY = /(?:[$€£¥₹]|\b(?:usd|eur|gbp|chf|brl)\b)\s?\d[\d ,.]*|\d[\d ,.]*\s?(?:[$€£¥₹]|\b(?:euros?|dollars?|pounds?|reais|usd|eur|gbp)\b)/giu;

function isDate(run: string): boolean {
  const parts = run.split(/[./-]/).map(Number);
  const [a, b, c] = parts as [number, number, number];
  if (String(parts[0]).length === 4 || run.startsWith(String(a).padStart(4, '0'))) return b >= 1 && b <= 12 && c >= 1 && c <= 31;
  return (a >= 1 && a <= 31 && b >= 1 && b <= 12) || (a >= 1 && a <= 12 && b >= 1 && b <= 31);
}

/** "10.000.000", "1.250.000": thousands split by dots, not a number to call. */
const THOUSANDS = /^\d{1,3}(?:[.,]\d{3})+$/;
const YEAR = /^(?:19|20)\d\d$/;

function isPhoneRun(run: string, phoneTalk: boolean): boolean {
  const trimmed = run.trim();
  const groups = groupsOf(trimmed);
  let digits = groups.join('');
  const international = trimmed.startsWith('+') || (digits.startsWith('00') && !digits.startsWith('000'));
  if (!trimmed.startsWith('+') && international) digits = digits.slice(2);
  if (international) return digits.length >= 8 && digits.length <= 15;
  if (THOUSANDS.test(trimmed) && !phoneTalk) return false;
  // A list of years ("1990 1995 2000") is not a number.
  if (groups.length > 1 && groups.every((group) => YEAR.test(group))) return false;
  if (digits.length >= 9 && digits.length <= 12) return true;
  return phoneTalk && digits.length >= 7 && digits.length <= 8 && groups.length > 1;
}

function hasPhone(text: string): boolean {
  const masked = text
    .replace(DATE, (date) => (isDate(date) ? ' § ' : date))
    .replace(MONEY, ' § ')
    .replace(IBAN_CANDIDATE, (iban) => (IBAN_COUNTRIES.has(iban.slice(0, 2).toUpperCase()) && iban.length >= 15 ? ' § ' : iban));
  const phoneTalk = PHONE_WORDS.test(text);
  for (const [run] of masked.matchAll(DIGIT_RUN)) {
    if (isPhoneRun(run, phoneTalk)) return true;
    // Several numbers in a row ("052 5552606 074-7111234"): each spaced part alone.
    if (/\s/.test(run.trim()) && run.split(/\s+/).some((part) => /\d/.test(part) && isPhoneRun(part, phoneTalk))) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Passwords, PINs and codes

/** Words that name a secret whatever follows them. */
const STRONG_KEYS =
  'passwords?|passwort|passwörter|passwd|passphrase|passcode|pass code|pwd|pw|kennwort|mot de passe|mdp|contraseña|contrasena|senha|palavra-passe|palavra passe|wachtwoord|password wifi';
/** Words that name a secret only when a value that looks like one follows ("the code is 4471", not "the code is ready"). */
const WEAK_KEYS =
  'pin|pin code|pin number|pin-code|code pin|pins|code|codes|codigo|código|clave|login|logins|security code|cvv|cvc|geheimzahl|geheimnummer|zugangscode|pass|key|keys|passkey|access code|token|schlüssel|clé|cle|chave|llave';
/** Codes that are not secrets. */
const NOT_SECRET_CODES =
  /(?:zip|postal|post|area|country|dress|source|promo|discount|coupon|voucher|referral|bar|qr|morse|colou?r|error|status|http|iso|airport|tax|sort|postleitzahl|vorwahl|código postal|code postal)\s*$/iu;

/** What may stand between a password word and its value: "for the bank", "du wifi", "to the safe". */
const ABOUT = String.raw`(?:\s+(?:for|to|of|on|at|du|de|des|del|da|do|für|zum|zur|vom|der|des|from)(?:\s+(?:the|my|our|la|le|el|o|a|die|das|den|dem|mon|ma|mi))?\s+[\p{L}\d'’-]{1,24}){0,2}`;
const VERB = String.raw`(?:\s*(?:=|:)|\s+(?:is|was|are|'s|’s|ist|lautet|war|est|es|era|é|será|sera|c'est)(?![\p{L}])(?:\s+(?:now|still|jetzt|noch|maintenant|ahora|agora))?(?:\s*:)?|'s|’s)`;
const VALUE = String.raw`\s*(["'\x60«“‘]?)([^\s"'\x60»”’]{1,64})`;
const KEY_IS_VALUE = (keys: string) => new RegExp(String.raw`(?<![\p{L}])(${keys})(?![\p{L}])${ABOUT}${VERB}${VALUE}`, 'giu');
const KEY_VALUE = (keys: string) => new RegExp(String.raw`(?<![\p{L}])(${keys})(?![\p{L}])\s*(["'\x60«“‘]?)([^\s"'\x60»”’]{1,64})`, 'giu');
const VALUE_IS_KEY = (keys: string) =>
  new RegExp(
    String.raw`(?<![\p{L}\d])([^\s"'\x60]{3,64})\s+(?:is|ist|est|es|é)\s+(?:my|our|the|his|her|their|mein|meine|unser|das|mon|ma|notre|le|la|mi|nuestra|el|a minha|o meu|minha|meu|a|o)\s+(?:[\p{L}-]+\s+)?(?:${keys})(?![\p{L}])`,
    'giu',
  );
const STRONG_IS = KEY_IS_VALUE(STRONG_KEYS);
const WEAK_IS = KEY_IS_VALUE(WEAK_KEYS);
const STRONG_THEN = KEY_VALUE(STRONG_KEYS);
const WEAK_THEN = KEY_VALUE(WEAK_KEYS);
const IS_STRONG = VALUE_IS_KEY(STRONG_KEYS);
const IS_WEAK = VALUE_IS_KEY(WEAK_KEYS);

/** Words that say something about a password rather than being one ("my password is strong"). */
const ABOUT_WORDS = [
  'strong', 'weak', 'long', 'short', 'safe', 'secure', 'unsafe', 'easy', 'hard', 'simple', 'complicated', 'complex', 'wrong', 'correct', 'right',
  'same', 'different', 'new', 'old', 'too', 'very', 'so', 'really', 'still', 'expired', 'changed', 'saved', 'written', 'stored', 'something',
  'hidden', 'secret', 'private', 'forgotten', 'lost', 'required', 'needed', 'necessary', 'invalid', 'incorrect', 'case-sensitive', 'reset',
  'sensitive', 'important', 'ready', 'broken', 'fine', 'ok', 'okay', 'good', 'bad', 'great', 'terrible', 'awful', 'impossible', 'mine', 'yours',
  'manager', 'managers', 'please', 'again', 'later', 'like', 'somewhere', 'nothing', 'anything', 'everything', 'here', 'there', 'below', 'above',
  'stark', 'schwach', 'lang', 'kurz', 'sicher', 'unsicher', 'einfach', 'schwer', 'kompliziert', 'falsch', 'richtig', 'neu', 'alt', 'geheim', 'zu',
  'sehr', 'vergessen', 'abgelaufen', 'fertig', 'gut', 'schlecht', 'wichtig',
  'fort', 'faible', 'court', 'sûr', 'facile', 'difficile', 'faux', 'nouveau', 'trop', 'très', 'oublié', 'expiré', 'prêt', 'bon', 'mauvais',
  'fuerte', 'débil', 'larga', 'corta', 'segura', 'fácil', 'difícil', 'incorrecta', 'nueva', 'demasiado', 'muy', 'secreta', 'olvidada', 'listo',
  'forte', 'fraca', 'longa', 'curta', 'errada', 'nova', 'muito', 'esquecida', 'pronto', 'boa', 'má',
];
const COMMON_WORDS = new Set([...stopwords.eng, ...stopwords.deu, ...stopwords.fra, ...stopwords.spa, ...stopwords.por, ...ABOUT_WORDS].map((word) => word.toLowerCase()));

/** Does the value look like a secret? A strong word's value need only not be a common word. */
function looksSecret(raw: string, quoted: boolean, strong: boolean): boolean {
  const value = raw.replace(/[.,;!?)]+$/u, '');
  if (value.length === 0) return false;
  if (quoted) return value.length >= 3 || /\d/.test(value);
  const digits = (value.match(/\d/g) ?? []).length;
  if (digits >= 3) return true;
  if (digits > 0 && /\p{L}/u.test(value) && value.length >= 4) return true;
  if (!strong) return /\p{L}/u.test(value) && /[^\p{L}\d-]/u.test(value) && value.length >= 5;
  return /^\p{L}[\p{L}\d!#$%&*+_-]{3,}$/u.test(value) && !COMMON_WORDS.has(value.toLowerCase());
}

function hasPassword(text: string): boolean {
  const checks: [RegExp, boolean][] = [
    [STRONG_IS, true],
    [WEAK_IS, false],
  ];
  for (const [pattern, strong] of checks) {
    for (const match of text.matchAll(pattern)) {
      const [whole, , quote, value] = match as unknown as [string, string, string, string];
      if (!strong && NOT_SECRET_CODES.test(text.slice(0, match.index + whole.indexOf(match[1]!)))) continue;
      if (looksSecret(value, quote !== '', strong)) return true;
    }
  }
  // "password hunter22", "PIN 0000": a value straight after the word must look like a secret by itself.
  for (const pattern of [STRONG_THEN, WEAK_THEN]) {
    for (const match of text.matchAll(pattern)) {
      const [, key, quote, value] = match as unknown as [string, string, string, string];
      if (pattern === WEAK_THEN && NOT_SECRET_CODES.test(text.slice(0, match.index))) continue;
      if (looksSecret(value, quote !== '', false) && !(key.toLowerCase() === 'pass' && !/^\s*[:=]/.test(text.slice(match.index + key.length)))) return true;
    }
  }
  // "hunter22 is my password".
  for (const [pattern, strong] of [
    [IS_STRONG, true],
    [IS_WEAK, false],
  ] as const) {
    for (const match of text.matchAll(pattern)) {
      const value = match[1]!;
      if (looksSecret(value, false, false) || (strong && looksSecret(value, false, true) && /\d|[A-Z].*[A-Z]/.test(value))) return true;
    }
  }
  return false;
}

// ---------------------------------------------------------------------------------------------

/** The kinds of sensitive data in the text, in a fixed order; empty when there are none. */
export function sensitiveDataIn(text: string): SensitiveKind[] {
  const normal = normaliseText(text);
  const kinds: SensitiveKind[] = [];
  if (hasCard(normal)) kinds.push('card');
  if (hasPassword(normal)) kinds.push('password');
  if (hasEmail(normal)) kinds.push('email');
  if (hasPhone(normal)) kinds.push('phone');
  if (hasIban(normal)) kinds.push('iban');
  return kinds;
}

export function containsSensitiveData(text: string): boolean {
  return sensitiveDataIn(text).length > 0;
}
