/**
 * The member's IANA time zone as their browser reports it, sent with every chat turn so that Bela
 * knows their local day and time of day. Left out when the browser cannot tell (it may say
 * `Etc/Unknown`, which no time zone API accepts): the server refuses a zone that is not a real one.
 */
const MAX_ZONE_CHARS = 64;

export function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone || zone.length > MAX_ZONE_CHARS) return undefined;
    // Throws a RangeError for a name that is not a time zone.
    new Intl.DateTimeFormat('en-US', { timeZone: zone }).format(0);
    return zone;
  } catch {
    return undefined;
  }
}

/** `{ timeZone }` to spread into a chat request's body, or nothing when the browser cannot tell. */
export function timeZoneField(): { timeZone?: string } {
  const timeZone = browserTimeZone();
  return timeZone ? { timeZone } : {};
}
