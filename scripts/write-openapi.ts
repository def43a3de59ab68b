// `npm run openapi`: writes docs/openapi.json from the endpoint contracts.
import { writeFileSync } from 'node:fs';
import { buildOpenApiDocument } from '@bela/contracts/openapi-document';

const file = new URL('../docs/openapi.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
console.log(`Wrote ${file.pathname}`);
