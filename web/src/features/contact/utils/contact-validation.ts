/**
 * What the browser's `required` cannot see: a name or message of blanks only. The texts are the
 * server's own (the contact contract), so the member reads the same words either way.
 */
export type ContactField = 'name' | 'email' | 'subject' | 'message';
export type ContactValues = Record<ContactField, string>;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const contactValidationMessages = {
  name: 'Please enter your name.',
  message: 'Please enter a message.',
} as const;

export function contactFieldErrors(values: ContactValues): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  if (!values.name.trim()) errors.name = contactValidationMessages.name;
  if (!values.message.trim()) errors.message = contactValidationMessages.message;
  return errors;
}
