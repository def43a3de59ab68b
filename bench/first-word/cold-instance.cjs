// A new functions instance, as the platform starts one: a fresh Node process that loads the `api`
// function's module graph (timed: `moduleLoadMs`), then serves it. The bench (first-word.bench.ts)
// sends its first request at once and times the first streamed word from the process's start.
//   node cold-instance.cjs <functions/lib/index.js>
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS script, as the functions it loads */
const http = require('node:http');

const started = performance.now();
const { api } = require(process.argv[2]);
const moduleLoadMs = performance.now() - started;
const server = http.createServer((req, res) => api(req, res));
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port, moduleLoadMs })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
