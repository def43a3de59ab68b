/**
 * Command line for a running sandbox: `npm run stripe -- advance 31` (see cli-commands.ts).
 */
import { runCli } from './cli-commands';
import { portFromEnvironment } from './environment';

process.exitCode = await runCli(process.argv.slice(2), {
  baseUrl: `http://127.0.0.1:${portFromEnvironment()}`,
  print: (line) => console.log(line),
});
