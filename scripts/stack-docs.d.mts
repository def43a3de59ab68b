/** Types of stack-docs.mjs, for the tests that import it. */
export declare function openStackDocs(dataDir: string): import('../functions/src/ports/doc-store').DocStore;
