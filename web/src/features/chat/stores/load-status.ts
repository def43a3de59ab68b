/** Where a load stands: the conversation list, the open thread and the model info each have one. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';
