/** The check-ins feature's query and mutation keys. */
export const checkInKeys = {
  settings: (uid: string | null) => ['check-ins', uid, 'settings'] as const,
  change: (uid: string | null) => ['check-ins', uid, 'change'] as const,
};
