import { z } from 'zod';
import { type ApiCall, defineApiCall } from '../api-call.server.js';
import { openApiDocument } from '../openapi-document.server.js';

/**
 * `/api/openapi.json` (public): the OpenAPI 3.1 description of every registered call. It is public
 * because it describes the wire contract the provider's tools already hold and carries no customer data;
 * access is still decided per call. The registry is passed in (it lists this call too), and the document
 * is built once, on the first request.
 *
 * @example
 * export const API_CALLS = new Map([...calls, openApiCall(() => API_CALLS.values())].map(...));
 */
export function openApiCall(registry: () => Iterable<ApiCall>): ApiCall {
  let document: ReturnType<typeof openApiDocument> | null = null;
  return defineApiCall({
    name: 'openapi.json',
    method: 'GET',
    access: 'public',
    summary: 'This OpenAPI 3.1 description of the /api calls.',
    params: z.object({}),
    answer: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
    handle: () => {
      document ??= openApiDocument(registry());
      return document;
    },
  });
}
