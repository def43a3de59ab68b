/**
 * `npm run check-ins -- now [--email <address>]`: one pass of the check-in scheduler (issue 44) in
 * which that member, or every member with check-ins on, is due now. Their window, quiet hours and
 * every other rule still apply (features/check-ins/run-check-ins.ts), so a member outside their
 * window gets nothing and is told why. `pass` runs one pass as the scheduled function does (the local
 * stack's tick, scripts/stack.mjs). On the local stack only.
 */
import { z } from 'zod';
import { checkInPass } from '../check-in-pass';
import { createServices } from '../composition-root';
import { RecordingPushSender } from '../drivers/recording-push-sender';
import { localConfig } from './local-config';

const USAGE = 'Usage: npm run check-ins -- now [--email <address>] | pass';

async function main(argv: string[]) {
  const [command, flag, address, ...extra] = argv;
  if (command === 'pass' && argv.length === 1) return pass();
  if (command !== 'now' || extra.length > 0 || (flag !== undefined && (flag !== '--email' || !address))) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const email = address ? z.string().trim().toLowerCase().email().parse(address) : undefined;
  const services = createServices(localConfig());
  try {
    const now = services.now();
    let uid: string | undefined;
    if (email) {
      uid = (await services.users.findUidByEmail(email)) ?? undefined;
      if (!uid) throw new Error(`No member has the address ${email}.`);
    }
    const due = await services.checkIns.makeDue(now, uid);
    if (due === 0) {
      console.log(email ? `${email} has check-ins off: nothing to do.` : 'No member has check-ins on: nothing to do.');
      return;
    }
    const summary = await checkInPass(services);
    const skipped = Object.entries(summary.skipped).map(([reason, count]) => `${count} ${reason}`);
    console.log(`Check-ins: ${summary.sent} sent of ${summary.due} due${skipped.length ? ` (nothing for: ${skipped.join(', ')})` : ''}.`);
    // The local push driver records what FCM would have been asked to send: shown here, one JSON line a
    // notification, for a browser's service worker to be handed (the end-to-end test delivers it).
    if (services.push instanceof RecordingPushSender) {
      for (const { tokens, message } of services.push.sent) console.log(`Notification for ${tokens.length} device(s): ${JSON.stringify(message)}`);
    }
  } finally {
    await services.docs.close();
  }
}

/** One pass as the scheduled function runs it: whoever is due (the local stack's tick). */
async function pass() {
  const services = createServices(localConfig());
  try {
    const summary = await checkInPass(services);
    if (summary.due > 0) console.log(`Check-ins: ${summary.sent} sent of ${summary.due} due.`);
  } finally {
    await services.docs.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof z.ZodError ? `Invalid e-mail address. ${USAGE}` : (error as Error).message);
  process.exitCode = 1;
});
