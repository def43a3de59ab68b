/**
 * Every Firestore collection the server keeps, with the file that writes it. The rules test tries
 * each one from the browser's side; store-collections.test.ts fails when a store names a collection
 * missing here.
 */

export interface StoredCollection {
  /** The collection's path; `{uid}` stands for the member who owns it. */
  path: string;
  /** A document id of the kind the owner writes there (`{uid}`: the member's own). */
  sampleId: string;
  /** The repository file that writes the collection. */
  owner: string;
}

const stores = (file: string) => `functions/src/stores/${file}`;

export const STORE_COLLECTIONS: readonly StoredCollection[] = [
  { path: 'users', sampleId: '{uid}', owner: stores('users.ts') },
  { path: 'users/{uid}/conversations', sampleId: 'sample-conversation', owner: stores('conversations.ts') },
  { path: 'users/{uid}/conversations/sample-conversation/messages', sampleId: 'sample-message', owner: stores('conversations.ts') },
  { path: 'users/{uid}/conversations/sample-conversation/tail', sampleId: 'newest', owner: stores('conversation-tail.ts') },
  { path: 'users/{uid}/messageIndex', sampleId: 'sample-message', owner: stores('message-search.ts') },
  { path: 'users/{uid}/memories', sampleId: 'sample-memory', owner: stores('memories.ts') },
  { path: 'users/{uid}/memoryState', sampleId: 'current', owner: stores('memories.ts') },
  { path: 'users/{uid}/photoMoments', sampleId: 'state', owner: stores('photo-moments.ts') },
  { path: 'checkIns', sampleId: '{uid}', owner: stores('check-ins.ts') },
  { path: 'checkIns/{uid}/devices', sampleId: 'sample-device', owner: stores('check-ins.ts') },
  { path: 'visits', sampleId: 'sample-visit', owner: stores('analytics-events.ts') },
  { path: 'actions', sampleId: 'sample-action', owner: stores('analytics-events.ts') },
  { path: 'logins', sampleId: 'sample-login', owner: stores('analytics-events.ts') },
  { path: 'statsDaily', sampleId: 'live-plain_2025-06-01', owner: stores('analytics-events.ts') },
  { path: 'photos', sampleId: 'sample-photo', owner: stores('photos.ts') },
  { path: 'galleryIndex', sampleId: 'meta', owner: stores('photos.ts') },
  { path: 'rateLimits', sampleId: 'chat_0123456789abcdef0123456789abcdef_1748736000000', owner: stores('rate-limits.ts') },
  { path: 'safetyStats', sampleId: '2025-06-01', owner: stores('safety-stats.ts') },
  { path: 'stripeEvents', sampleId: 'evt_sample', owner: stores('stripe-events.ts') },
  { path: 'businessDaily', sampleId: 'live-plain_2025-06-01', owner: stores('business-stats.ts') },
  { path: 'businessTotals', sampleId: 'live-plain', owner: stores('business-stats.ts') },
  { path: 'chatDaily', sampleId: 'live-plain_2025-06-01', owner: stores('chat-stats.ts') },
  { path: 'contactMessages', sampleId: 'sample-contact', owner: stores('support-mail.ts') },
  { path: 'mail', sampleId: 'sample-contact', owner: stores('support-mail.ts') },
  { path: 'adminAudit', sampleId: '0mh1a2b3c-0a1b2c3d4e', owner: stores('admin-audit.ts') },
  { path: 'waitlist', sampleId: 'member@example.com', owner: stores('waitlist.ts') },
  { path: 'trialRecords', sampleId: '0f3c9a1e6b2d4c5a8e7f9b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f60718293a4', owner: stores('trial-records.ts') },
  // The local seed scripts' "already seeded" markers (scripts/seed-*.mjs write them), kept beside the
  // data they seeded; the store module reads the stack's, for /health's `ready`.
  { path: 'seedMarkers', sampleId: 'stack', owner: stores('seed-markers.ts') },
];

/** The last segment of a collection path: the name a collection group query uses. */
export const collectionName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

const PARENT = '\u0000';
const NAME = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * The collection names a source file spells out: path literals (`users/${uid}`, 'galleryIndex/meta',
 * `${userPath(uid)}/conversations`) and names passed alone (`collection: 'users'`, `deleteAll(docs,
 * 'rateLimits')`). A name reached only through a variable (the analytics event kinds) is not seen;
 * a literal document id right after an interpolated collection path would be taken for a name.
 */
export function collectionNamesIn(source: string): Set<string> {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1')
    .replace(/\b(?:from|import|require)\s*\(?\s*(['"])[^'"\n]*\1/g, '');
  const found = new Set<string>();
  for (const [, single, double, template] of code.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
    const text = (single ?? double ?? template ?? '').replace(/\$\{[^}]*\}/g, PARENT);
    if (!text.includes('/')) continue;
    const segments = text.split('/');
    // From a named collection, collections sit at even positions; after an interpolated parent
    // (a document path such as userPath(uid)), the next segment is one.
    const first = segments[0]!;
    const start = NAME.test(first) ? 0 : first === PARENT ? 1 : -1;
    if (start < 0) continue;
    for (let i = start; i < segments.length; i += 2) if (NAME.test(segments[i]!)) found.add(segments[i]!);
  }
  for (const [, name] of code.matchAll(/\bcollection:\s*['"`](\w+)['"`]/g)) found.add(name!);
  for (const [, name] of code.matchAll(/\b(?:allDocs|deleteAll)\([^,()]+,\s*['"`](\w+)['"`]/g)) found.add(name!);
  return found;
}
