import { OUTBOX_PAGE_MAX } from '../outbox/read-outbox.server.js';
import { OUTBOX_PAGE_DEFAULT } from './outbox-query.server.js';

const refusal = (description: string) => ({
  description,
  content: {
    'application/json': {
      schema: { type: 'object', properties: { message: { type: 'string' } }, additionalProperties: true },
    },
  },
});

const EVENT_TYPES = [
  'request.created',
  'request.status-changed',
  'approval.requested',
  'approval.decided',
  'ncr.decided',
  'count.recorded',
];

const eventSchema = {
  type: 'object',
  required: ['seq', 'id', 'type', 'customer', 'subject', 'occurredAt', 'data'],
  properties: {
    seq: { type: 'integer', description: 'The cursor: pass the last one read as `after`.' },
    id: { type: 'string', description: 'The event’s id, also the webhook-id of its webhook deliveries.' },
    type: { enum: EVENT_TYPES },
    customer: { type: 'string' },
    subject: {
      type: 'string',
      description: 'The request, approval, NCR or field count number the event is about.',
    },
    occurredAt: { type: 'string', format: 'date-time' },
    data: { type: 'object', description: 'The payload of the event’s type (docs/integration.md).' },
  },
};

const statuses = ['submitted', 'acknowledged', 'in-progress', 'done', 'declined'];

/**
 * The OpenAPI paths of the system of record's two calls, which take an integration key and nothing else:
 * `GET /api/outbox` (every action as an event, from a cursor) and `POST /api/requests/<number>/status`.
 *
 * @example
 * Object.assign(paths, INTEGRATION_PATHS);
 */
export const INTEGRATION_PATHS: Record<string, unknown> = {
  '/api/outbox': {
    get: {
      operationId: 'outbox',
      summary: 'Every action (requests, approvals, NCR decisions) as events, in order, after a cursor',
      tags: ['integration'],
      security: [{ integrationKey: [] }],
      parameters: [
        {
          name: 'after',
          in: 'query',
          required: false,
          description:
            'The `seq` of the last event read (`next` of the page before); 0, the default, reads from the start.',
          schema: { type: 'integer', minimum: 0, default: 0 },
        },
        {
          name: 'limit',
          in: 'query',
          required: false,
          description: 'How many events to answer at most.',
          schema: { type: 'integer', minimum: 1, maximum: OUTBOX_PAGE_MAX, default: OUTBOX_PAGE_DEFAULT },
        },
      ],
      responses: {
        '200': {
          description:
            'The events after `after`, oldest first, and `next`, the cursor to read on from (`after` when there are none).',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['events', 'next'],
                properties: { events: { type: 'array', items: eventSchema }, next: { type: 'integer' } },
              },
            },
          },
        },
        '400': refusal('`after` or `limit` is not a whole number in range, or another parameter was sent.'),
        '401': refusal('No integration key, an unknown one or a revoked one.'),
        '403': refusal("A user's token or session, or an import key: these calls take an integration key."),
      },
    },
  },
  '/api/requests/{number}/status': {
    post: {
      operationId: 'requestStatus',
      summary:
        'Answer a request: set its status (a decline needs a reason as comment); a repeat changes nothing',
      tags: ['integration'],
      security: [{ integrationKey: [] }],
      parameters: [{ name: 'number', in: 'path', required: true, schema: { type: 'string' } }],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['status'],
              properties: { status: { enum: statuses }, comment: { type: 'string', maxLength: 2000 } },
            },
          },
        },
      },
      responses: {
        '200': {
          description: 'The request’s status now, the one it had, and whether this call changed it.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['number', 'status', 'from', 'changed', 'at'],
                properties: {
                  number: { type: 'string' },
                  status: { enum: statuses },
                  from: { enum: statuses },
                  changed: { type: 'boolean' },
                  at: { type: 'string', format: 'date-time' },
                },
              },
            },
          },
        },
        '400': refusal('The body is not JSON, the status is unknown, or a decline has no reason.'),
        '401': refusal('No integration key, an unknown one or a revoked one.'),
        '403': refusal("A user's token or session, or an import key: these calls take an integration key."),
        '404': refusal('No request has this number.'),
        '409': refusal('The request cannot take this status: it is done or declined, or would move back.'),
        '413': refusal('The body is larger than 1 MB.'),
      },
    },
  },
};
