/** Types of seed-demo-conversation.mjs, for the tests that import it. */
export declare const DEMO_UID: string;
export declare const DEMO_CONVERSATION: readonly (readonly ['user' | 'assistant', string, number])[];
export declare function seedDemoConversation(docs: import('../functions/src/ports/doc-store').DocStore, options?: { now?: Date }): Promise<number>;
