import { COUNT_LIMITS } from '../actions/field-counts/count-input.server.js';

const message = (description: string) => ({
  description,
  content: {
    'application/json': { schema: { type: 'object', properties: { message: { type: 'string' } } } },
  },
});

const column = (type: string) => ({ type: 'array', items: { type: [type, 'null'] } });
const texts = (...names: string[]) => Object.fromEntries(names.map((name) => [name, column('string')]));

const copySchema = {
  type: 'object',
  required: ['customer', 'takenAt', 'joints', 'tools', 'racks'],
  properties: {
    customer: { type: 'string' },
    takenAt: { type: 'string', format: 'date-time' },
    joints: {
      type: 'object',
      description: 'Column by column: index i of every column is one joint, in serial order.',
      properties: {
        serial: { type: 'array', items: { type: 'string' } },
        ...texts(
          'itemNo',
          'equipment',
          'asset',
          'location',
          'site',
          'rack',
          'lastInspected',
          'class',
          'dtNo',
        ),
        position: column('integer'),
      },
    },
    tools: {
      type: 'object',
      properties: {
        serial: { type: 'array', items: { type: 'string' } },
        ...texts('description', 'asset', 'location', 'site', 'rack', 'slot', 'lastInspected', 'dtNo'),
      },
    },
    racks: {
      type: 'array',
      items: {
        type: 'object',
        required: ['site', 'rack'],
        properties: { site: { type: 'string' }, rack: { type: 'string' } },
      },
    },
  },
};

const instant = { type: 'string', format: 'date-time' };
const serial = { type: 'string', minLength: 1, maxLength: COUNT_LIMITS.serial };

const countSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'kind', 'startedAt', 'finishedAt', 'copyTakenAt', 'scans', 'missing'],
  properties: {
    key: { type: 'string', format: 'uuid', description: "The device's version 4 UUID for the count." },
    kind: { enum: ['rack', 'delivery'] },
    site: { type: 'string', description: 'A rack count: the site.' },
    rack: { type: 'string', description: 'A rack count: the rack.' },
    dtNo: { type: 'string', description: 'A delivery check: the delivery ticket.' },
    startedAt: instant,
    finishedAt: instant,
    copyTakenAt: instant,
    scans: {
      type: 'array',
      maxItems: COUNT_LIMITS.scans,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['serial', 'at', 'outcome'],
        properties: {
          serial,
          at: instant,
          outcome: { enum: ['found', 'unexpected', 'other-rack', 'extra'] },
        },
      },
    },
    missing: { type: 'array', maxItems: COUNT_LIMITS.scans, items: serial },
  },
};

const totals = {
  type: 'object',
  required: ['number', 'created', 'found', 'missing', 'unexpected', 'otherRack', 'extra', 'conflicts'],
  properties: {
    number: { type: 'string', description: '`FC-<year>-<nnnn>`' },
    created: { type: 'boolean' },
    ...Object.fromEntries(
      ['found', 'missing', 'unexpected', 'otherRack', 'extra', 'conflicts'].map((name) => [
        name,
        { type: 'integer', minimum: 0 },
      ]),
    ),
  },
};

const NOT_SIGNED_IN = message(
  'Not signed in (`{ status: "FAIL" }`) or the token expired (`{ status: "ERROR" }`).',
);
const REFUSED = message('A guest, or an admin viewing as no customer (`Choose a customer to view first`).');

/**
 * The OpenAPI paths of the field app's two calls (docs/field-counts.md), for a signed-in caller (token or
 * session): `GET /api/field/copy` and `POST /api/field/counts`.
 *
 * @example
 * Object.assign(paths, FIELD_PATHS);
 */
export const FIELD_PATHS: Record<string, unknown> = {
  '/api/field/copy': {
    get: {
      operationId: 'fieldCopy',
      summary: "The device copy of the caller's own joints and tools, column by column; 304 for its ETag",
      tags: ['signed-in'],
      security: [{ bearer: [] }, { session: [] }],
      parameters: [{ name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' } }],
      responses: {
        '200': { description: 'The copy.', content: { 'application/json': { schema: copySchema } } },
        '304': { description: 'The copy the device holds is current.' },
        '401': NOT_SIGNED_IN,
        '403': REFUSED,
      },
    },
  },
  '/api/field/counts': {
    post: {
      operationId: 'fieldCount',
      summary:
        'Records a rack count or delivery check, judged again by the server; one count per user and key',
      tags: ['signed-in'],
      security: [{ bearer: [] }, { session: [] }],
      requestBody: { required: true, content: { 'application/json': { schema: countSchema } } },
      responses: {
        '201': { description: 'The count recorded.', content: { 'application/json': { schema: totals } } },
        '200': {
          description: 'The same count sent again: the one it made, nothing written.',
          content: { 'application/json': { schema: totals } },
        },
        '400': message('A field is wrong; the message names it.'),
        '401': NOT_SIGNED_IN,
        '403': REFUSED,
        '409': message('The key was used for another count.'),
        '413': message('The body is over 1 MB.'),
        '415': message('The body is not application/json.'),
      },
    },
  },
};
