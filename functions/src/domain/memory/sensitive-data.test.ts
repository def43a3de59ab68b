import { describe, expect, it } from 'vitest';
import { containsSensitiveData, passesLuhn, sensitiveDataIn } from './sensitive-data';

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

  it('checks card numbers with Luhn', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
  });
});
