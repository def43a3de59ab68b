/**
 * Bela understands members in their own words (issue 41): the offline Bela on the understanding
 * corpus (bench/understanding/: messages from public dialogue data and blind writers, annotated by
 * people who never saw the extractor), its development and held-out parts side by side
 * (bench/understanding/score.ts says how each figure is counted). Figures go to
 * bench/results/understanding.json, with the commit that froze the split and the development
 * part's misses (the held-out part gives figures alone). An OpenAI-compatible endpoint is scored
 * the same way by `npm run eval -- understanding --endpoint <url>`.
 */
import { writeFileSync } from 'node:fs';
import { offlineCompanion } from './understanding/companions';
import { scoreCorpus } from './understanding/score';

const result = await scoreCorpus(offlineCompanion(), 'offline (OfflineMemoryExtractor, OfflinePersonaModel)');
writeFileSync(new URL('./results/understanding.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
