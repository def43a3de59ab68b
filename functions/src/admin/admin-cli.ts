/**
 * `npm run admin -- <command>`: manages the waitlist and the admin role in the configured store
 * (locally the stack's store, scripts/admin.mjs; Firestore with GCLOUD_PROJECT set to a real project).
 *
 *   waitlist add <email>...       waitlist remove <email>...
 *   grant-admin <email>           revoke-admin <email>
 *   role <email>                  retention
 *
 * It needs the stores only (store-services.ts, the stores half of the composition root).
 */
import { z } from 'zod';
import { loadConfig } from '../config/config';
import { createStoreServices } from '../store-services';
import { roleOf, setRole, waitlistAdd, waitlistRemove } from './admin-commands';
import { runRetention } from '../features/retention/retention';

const USAGE = `Usage: npm run admin -- waitlist add|remove <email>... | grant-admin <email> | revoke-admin <email> | role <email> | retention`;
const emails = z.array(z.string().trim().toLowerCase().email()).min(1);

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  const services = createStoreServices(loadConfig());
  try {
    if (command === 'waitlist' && (rest[0] === 'add' || rest[0] === 'remove')) {
      const list = emails.parse(rest.slice(1));
      if (rest[0] === 'add') {
        const added = await waitlistAdd(services.waitlist, list, services.now());
        console.log(`Added ${added.length} e-mail(s) to the waitlist${added.length ? `: ${added.join(', ')}` : ''}.`);
      } else {
        await waitlistRemove(services.waitlist, list);
        console.log(`Removed ${list.length} e-mail(s) from the waitlist.`);
      }
    } else if ((command === 'grant-admin' || command === 'revoke-admin') && rest.length === 1) {
      const [email] = emails.parse(rest);
      const uid = await setRole(services.users, email!, command === 'grant-admin' ? 'admin' : 'user');
      console.log(`${email} (${uid}) is now ${command === 'grant-admin' ? 'an admin' : 'a regular user'}.`);
    } else if (command === 'role' && rest.length === 1) {
      const [email] = emails.parse(rest);
      const { uid, role } = await roleOf(services.users, email!);
      console.log(`${email} (${uid}) is ${role === 'admin' ? 'an admin' : 'a regular user'}.`);
    } else if (command === 'retention' && rest.length === 0) {
      const swept = await runRetention(services);
      console.log(
        `Deleted ${swept.events} expired event(s), ${swept.typedWithoutAccount} abandoned sign-up(s) and sign-in report(s) without an account, ` +
          `${swept.mail} mail document(s), ${swept.rateLimits} rate-limit window(s), ${swept.stripeEvents} webhook id(s).`,
      );
    } else {
      console.error(USAGE);
      process.exitCode = 2;
    }
  } finally {
    await services.docs.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof z.ZodError ? `Invalid e-mail address. ${USAGE}` : (error as Error).message);
  process.exitCode = 1;
});
