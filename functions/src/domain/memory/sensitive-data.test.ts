import { describe, expect, it } from 'vitest';
import { containsSensitiveData, normaliseText, passesLuhn, passesMod97, sensitiveDataIn } from './sensitive-data';

describe('sensitive data', () => {
  it.each([
    ['My card is 4111 1111 1111 1111', 'card'],
    ['card number 4111-1111-1111-1111 exp 12/29', 'card'],
    ['5500005555555559', 'card'],
    ['amex 3782 822463 10005', 'card'],
    ['my password is hunter22', 'password'],
    ['Their password is "Sunny-Day!"', 'password'],
    ['the wifi password: correcthorse', 'password'],
    ['my PIN is 4821', 'password'],
    ['my login for the bank is marco77', 'password'],
    ['write to marco.silva+bela@example.co.uk', 'email'],
    ['Their e-mail is ana@gmail.com.', 'email'],
    ['call me on +351 912 345 678', 'phone'],
    ['my number is (555) 123-4567', 'phone'],
    ['+44 20 7946 0958 is the office', 'phone'],
    ['0044 20 7946 0958', 'phone'],
    ['my mobile 07700 900123', 'phone'],
    ['912345678', 'phone'],
    ['text me at 555-1234', 'phone'],
  ])('finds it in %j', (text, kind) => {
    expect(sensitiveDataIn(text)).toContain(kind);
    expect(containsSensitiveData(text)).toBe(true);
  });

  it.each([
    'Their sister is Ana; she lives in Porto.',
    'They have a job interview on Tuesday 10 March.',
    'They work as a nurse in Lisbon.',
    'Their exam is on 10.03.2026 at 14:30',
    'the meeting is on 2026-03-10',
    'They ran 5 km in 25 minutes and 42 seconds',
    'They were born in 1990 and moved in 2015',
    'They reset their password last week',
    'Their dog Pepper is 3 years old',
    'The order number 4111 1111 1111 1112 failed',
    'They love the band Blink 182',
    'They paid 1,250,000 for the flat',
    'They are at home@night (a bar)',
    'Their favourite number is 7',
    '1234 5678 9012 3456',
  ])('finds nothing in %j', (text) => {
    expect(sensitiveDataIn(text)).toEqual([]);
  });

  // Issue 39: what a hostile tester got stored on main, from chat and through POST /ai/memories/create.
  it.each([
    ['I work at 4111.1111.1111.1111.', 'card'],
    ['My favourite code is hunter22.', 'password'],
    ['I like the password hunter22.', 'password'],
    ['I like ５５５１２３４５６７.', 'phone'],
    ['4111.1111.1111.1111', 'card'],
    ['pw hunter22', 'password'],
    ['bob(at)example.com', 'email'],
    ['bob＠example.com', 'email'],
    ['555/123/4567', 'phone'],
    ['my number is ٥٥٥١٢٣٤٥٦٧', 'phone'],
    ['passwort ist sonnenblume7', 'password'],
  ])('finds what issue 39 got stored: %j', (text, kind) => {
    expect(sensitiveDataIn(text)).toContain(kind);
  });

  it.each([
    ['4111/1111/1111/1111', 'card'],
    ['4111 1111-1111.1111', 'card'],
    ['٤١١١ ١١١١ ١١١١ ١١١١', 'card'],
    ['४१११-११११-११११-११११', 'card'],
    ['Mein Passwort ist Sonnenblume7', 'password'],
    ['Das Kennwort lautet Kuckuck!12', 'password'],
    ['meine PIN ist 7391', 'password'],
    ['mon mot de passe est soleil42', 'password'],
    ['le code de la porte est 1789', 'password'],
    ['mi contraseña es perro123', 'password'],
    ['mi clave es 9876', 'password'],
    ['a minha senha é gato123', 'password'],
    ['a minha palavra-passe é lisboa99', 'password'],
    ['hunter22 is my password', 'password'],
    ['bob [at] example [dot] com', 'email'],
    ['write to bob at example dot com', 'email'],
    ['ring me on ۵۵۵-۱۲۳-۴۵۶۷', 'phone'],
    ['phone: 0170/1234567', 'phone'],
    ['my IBAN is DE89 3704 0044 0532 0130 00', 'iban'],
    ['the rent goes to BE68-5390-0754-7034', 'iban'],
    ['GB82WEST12345698765432', 'iban'],
  ])('finds it in other separators, scripts and languages: %j', (text, kind) => {
    expect(sensitiveDataIn(text)).toContain(kind);
  });

  it.each([
    'the code of conduct is strict',
    'zip code is important',
    'my PIN is something I forget',
    'my flat is number 12',
    'I was born in 1990',
    'my bus is the 42',
    'I ordered 3 items',
    'the score was 3-1',
    'I am running Node 20.11.1',
    'we are in room 1204',
    'it costs €1 250 000',
    'Ich habe mein Passwort vergessen',
    'Der Code ist fertig',
    'the years 1990 1995 2000',
  ])('lets the look-alike %j pass', (text) => {
    expect(sensitiveDataIn(text)).toEqual([]);
  });

  it('reads a key, passkey or token with a secret-looking value as a password, and not one without', () => {
    expect(sensitiveDataIn('the network key is Tr0ub4dor&3')).toEqual(['password']);
    expect(sensitiveDataIn('my passkey: 7Hq9-22xz')).toEqual(['password']);
    expect(sensitiveDataIn('the key is patience')).toEqual([]);
    expect(sensitiveDataIn('the key to the shed is under the mat')).toEqual([]);
  });

  it('reads every script’s digits and the full-width forms as ASCII', () => {
    expect(normaliseText('５５５ ٥٥٥ ۵۵۵ ५५५ ৫৫৫ ＠')).toBe('555 555 555 555 555 @');
  });

  it('checks IBANs with mod-97', () => {
    expect(passesMod97('DE89370400440532013000')).toBe(true);
    expect(passesMod97('DE89370400440532013001')).toBe(false);
  });

  it('checks card numbers with Luhn', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
  });
});
