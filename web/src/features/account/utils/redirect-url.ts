/**
 * The server answers Checkout and portal URLs; the browser is sent only to an http(s) one, so a
 * malformed answer can never become a `javascript:` navigation.
 */
export function redirectUrl(value: unknown, base: string): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** `redirectUrl`, or a failure when the answer holds no usable URL. */
export function requireRedirectUrl(value: unknown, base: string): string {
  const url = redirectUrl(value, base);
  if (!url) throw new Error('The server answered no usable URL.');
  return url;
}
