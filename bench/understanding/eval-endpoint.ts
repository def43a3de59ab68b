/**
 * `npm run eval -- understanding --endpoint <OpenAI-compatible base URL> [--model <id>]`: the
 * understanding corpus through the production drivers (the OpenAI memory extractor and chat model)
 * against an endpoint, scored as the offline Bela is. The key is read from OPENAI_API_KEY (never a
 * flag: it would stay in the shell's history). Figures go to
 * bench/results/understanding-endpoint.json. Not part of CI: it costs model calls (about 2,700
 * for the whole corpus).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { endpointCompanion } from './companions';
import { scoreCorpus } from './score';

const { values } = parseArgs({ options: { endpoint: { type: 'string' }, model: { type: 'string' } }, allowPositionals: true });
const baseURL = values.endpoint ?? process.env['OPENAI_BASE_URL'];
if (!baseURL) {
  console.error('Usage: npm run eval -- understanding --endpoint <OpenAI-compatible base URL> [--model <id>] (the key in OPENAI_API_KEY)');
  process.exit(2);
}
const model = values.model ?? process.env['OPENAI_MODEL'] ?? 'gpt-4o-mini';
const apiKey = process.env['OPENAI_API_KEY'];
const result = await scoreCorpus(endpointCompanion({ baseURL, model, ...(apiKey ? { apiKey } : {}) }), `openai-compatible ${model} at ${new URL(baseURL).host}`);
writeFileSync(new URL('../results/understanding-endpoint.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
