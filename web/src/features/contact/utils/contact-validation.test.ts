import { describe, expect, it } from 'vitest';
import { contactFieldErrors, contactValidationMessages } from './contact-validation';

const filled = { name: 'Ana', email: 'ana@example.com', subject: '', message: 'Hello' };

describe('contactFieldErrors', () => {
  it('accepts a filled form without a subject', () => {
    expect(contactFieldErrors(filled)).toEqual({});
  });

  it('names a name or a message of blanks only', () => {
    expect(contactFieldErrors({ ...filled, name: '   ', message: '\n\t ' })).toEqual({
      name: contactValidationMessages.name,
      message: contactValidationMessages.message,
    });
  });
});
