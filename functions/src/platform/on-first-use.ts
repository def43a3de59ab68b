/** A value made on its first use, then kept: a module loaded only when a call needs it (decision 0037). */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
