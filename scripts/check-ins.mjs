// `npm run check-ins -- now [--email <address>]` (functions/src/admin/check-ins-cli.ts) on the store the local stack uses (scripts/local-command.mjs).
import { runLocalCommand } from './local-command.mjs';

await runLocalCommand('functions/src/admin/check-ins-cli.ts', process.argv.slice(2));
