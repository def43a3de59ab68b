/** The contact form's mutation key. */
export const contactKeys = {
  send: () => ['contact', 'send'] as const,
};
