import { describe, expect, it } from 'vitest';
import { decodeForm, FormEncodingError, parseKey } from './form-encoding';
import { mergeMetadata, readParams } from './params';
import { StripeApiError } from './errors';

describe('decodeForm', () => {
  it('decodes the bracket encoding the Stripe SDK sends', () => {
    const body =
      'mode=subscription&line_items[0][price]=price_1&line_items[0][quantity]=1&line_items[1][price_data][recurring][interval]=month' +
      '&expand[0]=subscription&expand[1]=line_items&metadata[uid]=u1&success_url=http%3A%2F%2Flocalhost%2Fok%3Fid%3D%7BCHECKOUT_SESSION_ID%7D';
    expect(decodeForm(body)).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_1', quantity: '1' }, { price_data: { recurring: { interval: 'month' } } }],
      expand: ['subscription', 'line_items'],
      metadata: { uid: 'u1' },
      success_url: 'http://localhost/ok?id={CHECKOUT_SESSION_ID}',
    });
  });

  it('appends with empty brackets and accepts percent-encoded brackets', () => {
    expect(decodeForm('expand[]=customer&expand%5B%5D=subscription&metadata%5Bplan%5D=premium')).toEqual({
      expand: ['customer', 'subscription'],
      metadata: { plan: 'premium' },
    });
  });

  it('decodes + as a space, keeps empty values and lets a repeated key win last', () => {
    expect(decodeForm('name=Ada+Lovelace&metadata[note]=&email=a@b.c&email=x@y.z')).toEqual({
      name: 'Ada Lovelace',
      metadata: { note: '' },
      email: 'x@y.z',
    });
  });

  it('keeps indexes with gaps as an object rather than renumbering them', () => {
    expect(decodeForm('items[0]=a&items[2]=c')).toEqual({ items: { 0: 'a', 2: 'c' } });
  });

  it('decodes an empty body to an empty object', () => {
    expect(decodeForm('')).toEqual({});
  });

  it('rejects prototype keys, malformed names and values that are also hashes', () => {
    expect(() => decodeForm('__proto__[admin]=1')).toThrow(FormEncodingError);
    expect(() => decodeForm('metadata[constructor]=1')).toThrow(FormEncodingError);
    expect(() => decodeForm('a]b=1')).toThrow(FormEncodingError);
    expect(() => decodeForm('metadata=x&metadata[a]=1')).toThrow(/both a value and a hash/);
    expect(() => decodeForm('name=%E0%A4%A')).toThrow(/Malformed/);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('splits keys into segments', () => {
    expect(parseKey('line_items[0][price_data][recurring][interval]')).toEqual([
      'line_items',
      '0',
      'price_data',
      'recurring',
      'interval',
    ]);
    expect(parseKey('expand[]')).toEqual(['expand', '']);
  });
});

describe('readParams', () => {
  const spec = {
    quantity: 'integer',
    cancel_at_period_end: 'boolean',
    metadata: 'metadata',
    line_items: [{ price: 'string', quantity: 'integer' }],
  } as const;

  it('converts values to the declared types and always accepts expand', () => {
    const params = readParams(
      decodeForm('quantity=2&cancel_at_period_end=true&metadata[a]=1&line_items[0][price]=p&line_items[0][quantity]=3&expand[]=x'),
      spec,
    );
    expect(params).toEqual({
      quantity: 2,
      cancel_at_period_end: true,
      metadata: { a: '1' },
      line_items: [{ price: 'p', quantity: 3 }],
      expand: ['x'],
    });
  });

  it('answers like Stripe for unknown and malformed parameters', () => {
    const failure = (body: string) => {
      try {
        readParams(decodeForm(body), spec);
      } catch (error) {
        return (error as StripeApiError).body;
      }
      throw new Error('expected a failure');
    };
    expect(failure('line_items[0][colour]=red')).toMatchObject({
      type: 'invalid_request_error',
      code: 'parameter_unknown',
      param: 'line_items[0][colour]',
    });
    expect(failure('quantity=two')).toMatchObject({ code: 'parameter_invalid_integer', param: 'quantity' });
    expect(failure('cancel_at_period_end=maybe')).toMatchObject({ message: 'Invalid boolean: maybe' });
    expect(failure('line_items=oops')).toMatchObject({ param: 'line_items' });
  });

  it('merges metadata as Stripe does: empty deletes a key, an empty hash clears all', () => {
    expect(mergeMetadata({ a: '1', b: '2' }, { b: '', c: '3' })).toEqual({ a: '1', c: '3' });
    expect(mergeMetadata({ a: '1' }, null)).toEqual({});
    expect(mergeMetadata({ a: '1' }, undefined)).toEqual({ a: '1' });
    expect(readParams(decodeForm('metadata='), spec).metadata).toBeNull();
  });
});
