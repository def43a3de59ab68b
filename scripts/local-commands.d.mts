/** Types of local-commands.mjs: the compiled module is functions/src/admin/local-commands.ts. */
export declare const root: string;
export declare function localCommands(): typeof import('../functions/src/admin/local-commands');
