import { describe, expect, it } from 'vitest';
import { canonicalEmail, PLUS_ADDRESSING_DOMAINS } from './canonical-email';

describe('canonicalEmail', () => {
  it('reads every Gmail spelling of a mailbox as one: no dots, no +tag, gmail.com for googlemail.com, lower case', () => {
    for (const variant of [
      'victim@gmail.com',
      'v.i.c.t.i.m@gmail.com',
      'V.I.C.T.I.M+promo@googlemail.com',
      ' victim+bela.trial@GMAIL.COM ',
      'vic..tim+@googlemail.com',
    ]) {
      expect(canonicalEmail(variant), variant).toBe('victim@gmail.com');
    }
  });

  it('drops only the +tag at providers that document sub-addressing, keeping their dots', () => {
    expect(canonicalEmail('Ada.Lovelace+bela@Outlook.com')).toBe('ada.lovelace@outlook.com');
    expect(canonicalEmail('ada+x@hotmail.com')).toBe('ada@hotmail.com');
    expect(canonicalEmail('ada+x@icloud.com')).toBe('ada@icloud.com');
    expect(canonicalEmail('ada+x@fastmail.com')).toBe('ada@fastmail.com');
    expect(canonicalEmail('ada+x@proton.me')).toBe('ada@proton.me');
    expect(canonicalEmail('ada+x@pm.me')).toBe('ada@pm.me');
    expect(canonicalEmail('a.da@outlook.com')).not.toBe(canonicalEmail('ada@outlook.com'));
    // Each domain stays itself: no provider's domains are merged but Gmail's.
    expect(canonicalEmail('ada@me.com')).not.toBe(canonicalEmail('ada@icloud.com'));
    expect(PLUS_ADDRESSING_DOMAINS.has('gmail.com')).toBe(false);
  });

  it('leaves other domains as written but for case: their + and dots may name other mailboxes', () => {
    expect(canonicalEmail('Ada.Lovelace+bela@Example.org')).toBe('ada.lovelace+bela@example.org');
    expect(canonicalEmail('ada+x@yahoo.com')).toBe('ada+x@yahoo.com');
    expect(canonicalEmail('ada-x@yahoo.com')).toBe('ada-x@yahoo.com');
    // Look-alike domains are not the provider.
    expect(canonicalEmail('f.oo+x@gmail.com.example.org')).toBe('f.oo+x@gmail.com.example.org');
    expect(canonicalEmail('f.oo+x@mail.gmail.com')).toBe('f.oo+x@mail.gmail.com');
    expect(canonicalEmail('f.oo+x@outlook.com.evil.test')).toBe('f.oo+x@outlook.com.evil.test');
  });

  it('keeps a local part that is nothing but a tag or dots, and anything that is not an address', () => {
    expect(canonicalEmail('+tag@gmail.com')).toBe('+tag@gmail.com');
    expect(canonicalEmail('+tag@outlook.com')).toBe('+tag@outlook.com');
    expect(canonicalEmail('...@gmail.com')).toBe('...@gmail.com');
    expect(canonicalEmail('Not An Address')).toBe('not an address');
    expect(canonicalEmail('trailing@')).toBe('trailing@');
  });

  it('is idempotent', () => {
    for (const variant of ['V.I.C.T.I.M+promo@googlemail.com', 'a+b@outlook.com', 'A.b+c@Example.org']) {
      expect(canonicalEmail(canonicalEmail(variant))).toBe(canonicalEmail(variant));
    }
  });
});
