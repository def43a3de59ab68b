/**
 * The member's query keys: the user info, one entry per account. The member's data lives beside
 * the session (`user-info-query.ts`), below the features and the resources, because the session
 * refreshes it on every ID-token change (docs/decisions/0029-resource-homes.md).
 */
export const memberKeys = {
  userInfo: (uid: string) => ['session', uid, 'user-info'] as const,
};
