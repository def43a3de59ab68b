/** Types of seed-demo-conversation.mjs, for the tests that import it (functions/src/admin/seed-demo-conversation.ts). */
export declare const DEMO_UID: typeof import('../functions/src/admin/seed-demo-conversation').DEMO_UID;
export declare const DEMO_CONVERSATION: typeof import('../functions/src/admin/seed-demo-conversation').DEMO_CONVERSATION;
export declare function seedDemoConversation(docs: import('../functions/src/ports/doc-store').DocStore, options?: { now?: Date }): Promise<number>;
