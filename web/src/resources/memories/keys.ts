/**
 * What Bela knows about the member, in the query cache: one key factory for the memory page and the
 * chat (which marks the memories stale after a turn that changed them, and undoes a change from
 * under Bela's reply). Each key names the account (`uid`) and starts with `memoryKeys.all(uid)`.
 */
export const memoryKeys = {
  all: (uid: string) => ['memories', uid] as const,
  list: (uid: string) => ['memories', uid, 'list'] as const,
};
