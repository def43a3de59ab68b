// The order in which `vitest run` hands test files to its workers (vitest.config.ts).
import { BaseSequencer } from 'vitest/node';

/**
 * Projects whose files mostly wait on the Firestore emulator (its lock timeouts, its transactions)
 * rather than use a core: the contention file alone waits about 40 s.
 */
const WAITING_PROJECTS = ['contract', 'rules'];

/**
 * Files of other projects that mostly wait: the API file whose transaction keeps losing a lock on
 * the emulator waits about 20 s for the SDK's retries, which ended the API suite when it started last.
 */
const WAITING_FILES = ['tests/api/firestore-limits.test.ts'];

/**
 * Vitest's own order, except that the files that mostly wait go first, so that their waits overlap
 * the CPU-bound files instead of ending the run. Vitest orders the projects by name (`component`
 * first), and by the durations it remembers only within a project; a clean clone remembers none.
 * There the contention file started 89.5 s into a 135 s run and ended at 130.5 s (docs/decisions/0015).
 */
export class WaitingFilesFirst extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async sort(files) {
    const sorted = await super.sort(files);
    const waits = (file) =>
      WAITING_PROJECTS.includes(file.project.name) || WAITING_FILES.some((name) => file.moduleId.endsWith(`/${name}`));
    return [...sorted.filter(waits), ...sorted.filter((file) => !waits(file))];
  }
}
