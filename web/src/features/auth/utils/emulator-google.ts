/**
 * The Auth emulator accepts an unsigned JSON "id token" for Google: `signInWithCredential` with
 * `GoogleAuthProvider.credential(JSON.stringify(claims))`. The `sub` claim is Google's account id,
 * so deriving it from the e-mail makes the same e-mail sign in to the same account every time.
 */

export interface EmulatorGoogleAccount {
  email: string;
  name: string;
}

/** 'emu-' and the hex of the lower-cased e-mail's UTF-8 bytes. */
export function emulatorGoogleSub(email: string): string {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  return `emu-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The fake Google id token the Auth emulator accepts. */
export function emulatorGoogleIdToken(account: EmulatorGoogleAccount): string {
  const email = account.email.trim().toLowerCase();
  const name = account.name.trim();
  return JSON.stringify({ sub: emulatorGoogleSub(email), email, email_verified: true, ...(name ? { name } : {}) });
}

/** A loose e-mail check for the emulator dialog. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
