/** 'May 20, 2026' (in the reader's locale), or null for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined, locale?: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}
