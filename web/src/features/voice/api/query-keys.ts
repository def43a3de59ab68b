/** The voice's query keys: what the server can do, per account. */
export const voiceKeys = {
  capabilities: (uid: string) => ['voice', uid, 'capabilities'] as const,
};
