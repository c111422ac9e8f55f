import {
  allCustomersAnswerSchema,
  allUsersAnswerSchema,
  createdCustomerAnswerSchema,
  createdUserAnswerSchema,
  okAnswerSchema,
} from '@rigready/core';
import { z } from 'zod';
import type { AdminChangeContext } from '../../admin/change-context.server.js';
import {
  createCustomer,
  deleteCustomer,
  editCustomer,
  listCustomers,
} from '../../admin/customer-accounts.server.js';
import { createUser, deleteUser, editUser, listUsers } from '../../admin/user-accounts.server.js';
import { getPortalRuntime } from '../../runtime/portal-runtime.server.js';
import { type ApiCallContext, defineApiCall } from '../api-call.server.js';

function changeBy({ identity }: Pick<ApiCallContext<unknown>, 'identity'>): AdminChangeContext {
  const runtime = getPortalRuntime();
  return { handle: runtime.handle, adminUserId: identity.user.id, now: runtime.now() };
}

const names = z.array(z.string().trim().min(1, 'a non-empty name'));
const reference = z.union([z.string().trim().min(1), z.number()]).transform(String);

/** `/getAllUsers` (admin): every user and every customer. */
export const getAllUsers = defineApiCall({
  name: 'getAllUsers',
  method: 'GET',
  access: 'admin',
  summary: 'Every user (last sign-in first) and every customer.',
  params: z.object({}),
  answer: allUsersAnswerSchema,
  handle: async () => {
    const { handle } = getPortalRuntime();
    return { userList: await listUsers(handle), customerList: await listCustomers(handle) };
  },
});

/** `/getAllCustomers` (admin): every customer. */
export const getAllCustomers = defineApiCall({
  name: 'getAllCustomers',
  method: 'GET',
  access: 'admin',
  summary: 'Every customer with its assets and features.',
  params: z.object({}),
  answer: allCustomersAnswerSchema,
  handle: async () => ({ customerList: await listCustomers(getPortalRuntime().handle) }),
});

/** `POST /createNewUser` (admin): a customer user, checked with core's user form schema; audited. */
export const createNewUser = defineApiCall({
  name: 'createNewUser',
  method: 'POST',
  access: 'admin',
  summary: 'Creates a customer user (no password: the user signs in after a reset e-mail).',
  params: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    customer: z.string(),
    user_assets: names.default([]),
    user_assets_excluded: names.default([]),
    user_routes: z.array(z.string()).default([]),
  }),
  answer: createdUserAnswerSchema,
  handle: (call) => createUser(changeBy(call), call.params),
});

/** `POST /editCurrentUser` (admin): name, phone, e-mail, routes (removed/added) and assets; audited. */
export const editCurrentUser = defineApiCall({
  name: 'editCurrentUser',
  method: 'POST',
  access: 'admin',
  summary: 'Edits a user; the route list changes by user_removed_routes and user_added_routes.',
  params: z.object({
    old_email: z.string().trim().min(1, "the user's current e-mail"),
    new_email: z.string().trim().min(1, "the user's new (or same) e-mail"),
    userid: reference,
    recordid: reference.optional(),
    name: z.string().optional(),
    phone: z.string().optional(),
    customer: z.string().optional(),
    user_removed_routes: z.array(z.string()).default([]),
    user_added_routes: z.array(z.string()).default([]),
    user_assets: names.optional(),
    user_assets_excluded: names.optional(),
  }),
  answer: okAnswerSchema,
  handle: (call) => editUser(changeBy(call), call.params),
});

/** `POST /deleteCurrentUser` (admin): the user record (userid and email must match); audited. */
export const deleteCurrentUser = defineApiCall({
  name: 'deleteCurrentUser',
  method: 'POST',
  access: 'admin',
  summary: 'Deletes a user (not the acting admin) with its sessions and tokens.',
  params: z.looseObject({
    userid: reference,
    recordid: reference.optional(),
    email: z.string().trim().min(1),
  }),
  answer: okAnswerSchema,
  handle: (call) => deleteUser(changeBy(call), call.params),
});

/** `POST /createCustomer` (admin, design): a new customer, checked with core's form schema; audited. */
export const createCustomerCall = defineApiCall({
  name: 'createCustomer',
  method: 'POST',
  access: 'admin',
  summary: 'Creates a customer; answers its generated customer_id.',
  params: z.looseObject({ customer: z.string(), org_no: z.string() }),
  answer: createdCustomerAnswerSchema,
  handle: (call) => createCustomer(changeBy(call), call.params),
});

/** `POST /editCustomer` (admin): the full asset list, organisation number, rig and features; audited. */
export const editCustomerCall = defineApiCall({
  name: 'editCustomer',
  method: 'POST',
  access: 'admin',
  summary: "Edits a customer's assets (the full list after the edit), organisation number, rig and features.",
  params: z.object({
    customer: z.string().trim().min(1, "the customer's name"),
    assets: names,
    customer_id: reference.optional(),
    org_no: z.string().optional(),
    rig: z.string().nullish(),
    features: z.record(z.string(), z.unknown()).optional(),
  }),
  answer: okAnswerSchema,
  handle: (call) => editCustomer(changeBy(call), call.params),
});

/** `POST /deleteCustomer` (admin, design): refused with 409 while the customer has users or data; audited. */
export const deleteCustomerCall = defineApiCall({
  name: 'deleteCustomer',
  method: 'POST',
  access: 'admin',
  summary: 'Deletes a customer without users or data (409 otherwise, saying what is left).',
  params: z.object({ customer_id: reference, recordid: reference.optional() }),
  answer: okAnswerSchema,
  handle: (call) => deleteCustomer(changeBy(call), call.params),
});

/** `/usertest`: the legacy liveness ping of a signed-in client; fire and forget, 204. */
export const usertest = defineApiCall({
  name: 'usertest',
  method: 'GET',
  access: 'signed-in',
  summary: 'Liveness ping of a signed-in client (204, no body).',
  params: z.object({ username: z.string().optional() }),
  answer: z.null(),
  handle: () => new Response(null, { status: 204 }),
});
