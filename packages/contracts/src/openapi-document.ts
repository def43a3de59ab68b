/**
 * The OpenAPI 3.1 description of the API, built from the endpoint contracts. `npm run openapi`
 * writes it to `docs/openapi.json`; a test fails when that file is stale.
 */
import { z } from 'zod';
import { UPLOAD_MAX_FILES } from './constants';
import { accountEndpoints } from './account';
import { analyticsEndpoints } from './analytics';
import { authEndpoints } from './auth';
import { billingEndpoints } from './billing';
import { businessStatsEndpoints } from './analytics-business';
import { adminAuditEndpoints, adminMembersEndpoints } from './admin-members';
import { chatEndpoints } from './chat';
import { checkInEndpoints } from './check-ins';
import { chatSearchEndpoints } from './chat-search';
import { memoryEndpoints } from './memories';
import { chatExportEndpoints } from './chat-export';
import { apiError } from './common';
import { contactEndpoints } from './contact';
import type { Endpoint } from './endpoint';
import { errorCatalogue } from './errors';
import { galleryEndpoints } from './gallery';
import { healthEndpoints } from './health';
import { VOICE_UPLOAD_MAX_BYTES, voiceEndpoints } from './voice';

/** Every endpoint of the API, grouped by the feature that owns it. */
export const endpointGroups: Record<string, Record<string, Endpoint>> = {
  health: healthEndpoints,
  auth: authEndpoints,
  account: accountEndpoints,
  chat: { ...chatEndpoints, ...chatExportEndpoints },
  chatSearch: chatSearchEndpoints,
  memories: memoryEndpoints,
  checkIns: checkInEndpoints,
  billing: billingEndpoints,
  contact: contactEndpoints,
  gallery: galleryEndpoints,
  analytics: analyticsEndpoints,
  businessStats: businessStatsEndpoints,
  adminMembers: adminMembersEndpoints,
  adminAudit: adminAuditEndpoints,
  voice: voiceEndpoints,
};

export const allEndpoints = (): Endpoint[] => Object.values(endpointGroups).flatMap((group) => Object.values(group));

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema: out }) => {
      // Dates travel as ISO strings (queries are coerced on the server).
      if ((zodSchema as { _zod?: { def?: { type?: string } } })._zod?.def?.type === 'date') Object.assign(out, { type: 'string', format: 'date-time' });
    },
  });
  return rest;
}

/** The upload body: repeated `images` file parts. */
const multipartImages = {
  type: 'object',
  properties: { images: { type: 'array', items: { type: 'string', contentMediaType: 'application/octet-stream' }, maxItems: UPLOAD_MAX_FILES } },
  required: ['images'],
};

/** The recording to transcribe: one `audio` file part. */
const multipartAudio = {
  type: 'object',
  properties: { audio: { type: 'string', contentMediaType: 'audio/*', maxLength: VOICE_UPLOAD_MAX_BYTES } },
  required: ['audio'],
};

const security: Record<Endpoint['access'], unknown[]> = {
  public: [],
  user: [{ bearer: [] }],
  verified: [{ bearer: [] }],
  admin: [{ bearer: [] }],
};

const errorStatuses = [...new Set(Object.values(errorCatalogue).map((entry) => entry.status))].sort();

/** Every failure is the one envelope; the codes and their statuses are listed in `x-error-codes`. */
const errorResponses = (endpoint: Endpoint) =>
  Object.fromEntries(
    errorStatuses
      .filter((status) => endpoint.access !== 'public' || status !== 403)
      .map((status) => [String(status), { $ref: '#/components/responses/Error' }]),
  );

function successResponse(endpoint: Endpoint): Record<string, unknown> {
  if (endpoint.stream) {
    return { description: 'Server-sent events: meta, token…, then done or error', content: { 'text/event-stream': { schema: { type: 'string' } } } };
  }
  const data = endpoint.response ? jsonSchema(endpoint.response, 'output') : {};
  if (endpoint.download) {
    // The file itself, without the envelope: a JSON file has the response's schema.
    const content = Object.fromEntries(
      endpoint.download.map((type) => [type, { schema: type === 'application/json' && endpoint.response ? data : { type: 'string' } }]),
    );
    return { description: 'A file download (Content-Disposition: attachment)', content };
  }
  const schema = endpoint.flat
    ? { allOf: [{ type: 'object', properties: { success: { const: true } }, required: ['success'] }, data] }
    : { type: 'object', properties: { success: { const: true }, data }, required: ['success', 'data'] };
  return { description: 'Success', content: { 'application/json': { schema } } };
}

function queryParameters(endpoint: Endpoint): unknown[] {
  if (!endpoint.query) return [];
  const schema = jsonSchema(endpoint.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

function operation(group: string, name: string, endpoint: Endpoint): Record<string, unknown> {
  return {
    operationId: `${group}.${name}`,
    tags: [group],
    summary: endpoint.summary,
    'x-access': endpoint.access,
    security: security[endpoint.access],
    parameters: queryParameters(endpoint),
    ...(endpoint.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } } } }
      : {}),
    ...(endpoint.multipart ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: endpoint.path === voiceEndpoints.transcribe.path ? multipartAudio : multipartImages } } } } : {}),
    responses: { [String(endpoint.status ?? 200)]: successResponse(endpoint), ...errorResponses(endpoint) },
  };
}

export function buildOpenApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [group, endpoints] of Object.entries(endpointGroups)) {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      paths[endpoint.path] ??= {};
      paths[endpoint.path]![endpoint.method.toLowerCase()] = operation(group, name, endpoint);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Bela API',
      version: '1.0.0',
      description:
        'Served under /api through the Hosting rewrite and at the api function’s own URL. Every route but /health needs an App Check token (X-Firebase-AppCheck) in production. x-access names the policy: public, user (an ID token), verified (and a verified e-mail) or admin.',
    },
    servers: [{ url: '/api' }],
    'x-error-codes': Object.fromEntries(Object.entries(errorCatalogue).map(([code, { status, message }]) => [code, { status, message }])),
    components: {
      responses: {
        Error: {
          description: 'The error envelope, with a code of x-error-codes',
          content: {
            'application/json': {
              schema: { type: 'object', properties: { success: { const: false }, error: jsonSchema(apiError, 'output') }, required: ['success', 'error'] },
            },
          },
        },
      },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' },
        appCheck: { type: 'apiKey', in: 'header', name: 'X-Firebase-AppCheck' },
      },
    },
    paths,
  };
}
