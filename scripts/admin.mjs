// `npm run admin -- <command>` (functions/src/admin/admin-cli.ts) on the store the local stack uses (scripts/local-command.mjs).
import { runLocalCommand } from './local-command.mjs';

await runLocalCommand('functions/src/admin/admin-cli.ts', process.argv.slice(2));
