/**
 * The gallery's photos in the query cache: one key factory for every screen that shows them (the
 * members' gallery, the admin's order, the admin's recent uploads) and for the curation (the free
 * photo and the landing's teasers). Every key starts with `photoKeys.all`, so a change that touches
 * all of them (an upload, a deletion) names one prefix.
 */
const all = ['photos'] as const;

export const photoKeys = {
  all,
  /** Every list of photos, whoever reads it (a prefix of the lists below). */
  lists: () => [...all, 'list'] as const,
  /** Every account's gallery pages (a prefix of `memberPages`). */
  memberLists: () => [...all, 'list', 'member'] as const,
  /** `uid`'s gallery pages: what is locked depends on who asks. */
  memberPages: (uid: string | null) => [...all, 'list', 'member', uid] as const,
  /** Every photo in the member order, as the admin arranges it. */
  adminOrder: () => [...all, 'list', 'admin-order'] as const,
  /** The admin's recent uploads: the first page, newest first. */
  recent: () => [...all, 'list', 'recent'] as const,
  curation: () => [...all, 'curation'] as const,
};
