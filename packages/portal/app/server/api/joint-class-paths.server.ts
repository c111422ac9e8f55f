import { z } from 'zod';
import { jointClassAnswerSchema } from '../joint-class/joint-class-answer.server.js';

const message = (description: string) => ({
  description,
  content: {
    'application/json': { schema: { type: 'object', properties: { message: { type: 'string' } } } },
  },
});

const { $schema: _dialect, ...answerSchema } = z.toJSONSchema(jointClassAnswerSchema, {
  target: 'draft-2020-12',
  io: 'output',
});

/**
 * The OpenAPI path of a joint's class: `GET /api/joints/<serial>`, for a signed-in caller (token or
 * session), scoped like the joint's page.
 *
 * @example
 * Object.assign(paths, JOINT_CLASS_PATHS);
 */
export const JOINT_CLASS_PATHS: Record<string, unknown> = {
  '/api/joints/{serial}': {
    get: {
      operationId: 'joint',
      summary: "A joint's class (Premium, Class 2, Reject), inspections, wall projection and recuts left",
      tags: ['signed-in'],
      security: [{ bearer: [] }, { session: [] }],
      parameters: [
        { name: 'serial', in: 'path', required: true, schema: { type: 'string' } },
        {
          name: 'customer',
          in: 'query',
          required: false,
          description: 'For an admin viewing as no customer: which customer’s joint of that serial.',
          schema: { type: 'string' },
        },
      ],
      responses: {
        '200': { description: 'The joint.', content: { 'application/json': { schema: answerSchema } } },
        '401': message('Not signed in (`{ status: "FAIL" }`) or the token expired (`{ status: "ERROR" }`).'),
        '404': message('The caller has no joint of this serial (another customer’s answers the same).'),
      },
    },
  },
};
