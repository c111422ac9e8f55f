import type { RouteName } from '@rigready/core';
import type { z } from 'zod';
import type { Identity } from '../access/identity.server.js';
import type { ScopedDb } from '../scoping/scoped-db.server.js';

/**
 * What a call's handler receives: the caller, the tenant-scoped database, the validated parameters, the
 * request and the caller's address.
 */
export interface ApiCallContext<Params> {
  identity: Identity;
  scoped: ScopedDb;
  params: Params;
  request: Request;
  /** The address rate limits count by (see clientAddress). */
  address: string;
}

/** What a public call's handler receives: the validated parameters, the request and the caller's address. */
export interface PublicApiCallContext<Params> {
  params: Params;
  request: Request;
  /** The address rate limits count by (see clientAddress). */
  address: string;
}

/**
 * One call of the legacy wire contract served under `/api/<name>`: its method, its parameters as a zod
 * schema (the query string for GET, the JSON body for POST), who may make it, the screen whose access rules
 * also gate it (a guest without `dcollar` in the route list may not call `getdc`), the schema of its answer
 * (for the OpenAPI description and the contract tests), and the handler. A handler returns the answer's
 * body, or a Response for files and streams. It reaches customer data only through `scoped`.
 *
 * @example
 * export const getAllRacks = defineApiCall({
 *   name: 'getAllRacks',
 *   method: 'GET',
 *   access: 'signed-in',
 *   route: 'racklocation',
 *   params: z.object({ username: z.string().optional() }),
 *   answer: z.array(rackInfoSchema),
 *   handle: ({ scoped }) => listRacks(scoped),
 * });
 */
export type ApiCall<Schema extends z.ZodType = z.ZodType> = SignedInApiCall<Schema> | PublicApiCall<Schema>;

/** What every call declares, whoever may make it. */
interface ApiCallShape<Schema extends z.ZodType> {
  name: string;
  method: 'GET' | 'POST';
  route?: RouteName;
  params: Schema;
  answer: z.ZodType;
  summary?: string;
}

/** A call that needs a signed-in caller (or an admin): its handler gets the identity and scoped db. */
export interface SignedInApiCall<Schema extends z.ZodType = z.ZodType> extends ApiCallShape<Schema> {
  access: 'signed-in' | 'admin';
  /**
   * The answer is read-only and depends on nothing but the caller's scope (see callerFingerprint), the
   * parameters and tables that bump the data generation: it is served from the response cache.
   */
  cacheable?: true;
  handle(context: ApiCallContext<z.infer<Schema>>): Promise<unknown> | unknown;
}

/** A call anyone may make; its handler must bind its own scope (and rate limit). */
export interface PublicApiCall<Schema extends z.ZodType = z.ZodType> extends ApiCallShape<Schema> {
  access: 'public';
  handle(context: PublicApiCallContext<z.infer<Schema>>): Promise<unknown> | unknown;
}

/**
 * Declares an /api call with its parameter type inferred from its schema.
 *
 * @example
 * export const getQHSE = defineApiCall({ name: 'getQHSE', method: 'GET', access: 'signed-in', route: 'NCR',
 *   params: z.object({}), answer: z.array(ncrSchema), handle: ({ scoped }) => listNcr(scoped) });
 */
export function defineApiCall<Schema extends z.ZodType>(call: SignedInApiCall<Schema>): ApiCall<Schema>;
export function defineApiCall<Schema extends z.ZodType>(call: PublicApiCall<Schema>): ApiCall<Schema>;
export function defineApiCall<Schema extends z.ZodType>(call: ApiCall<Schema>): ApiCall<Schema> {
  return call;
}
