/**
 * One pass of the check-in scheduler with the app's services (issue 44): what the `checkIns`
 * scheduled function, the local stack's tick and `npm run check-ins -- now` run. Loaded only by
 * them (index.ts imports it on the first run), so the `api` function's module graph stays as it was.
 */
import type { Services } from './composition-root';
import { runCheckIns, type RunSummary } from './features/check-ins/run-check-ins';

export function checkInPass(services: Services, options: { random?: () => number } = {}): Promise<RunSummary> {
  return runCheckIns({
    docs: services.docs,
    checkIns: services.checkIns,
    users: services.users,
    waitlist: services.waitlist,
    conversations: services.conversations,
    memories: services.memories,
    chatModel: services.chatModel,
    safety: services.safety,
    push: services.push,
    logger: services.logger,
    now: services.now,
    limits: services.config.checkIns,
    publicAppUrl: services.config.publicAppUrl,
    onSent: (sent, at) =>
      services.chatStats.countMembers(
        at,
        sent.map(({ member }) => member),
        'checkInsSent',
      ),
    ...(options.random ? { random: options.random } : {}),
  });
}
