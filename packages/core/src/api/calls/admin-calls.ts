import type { CallOptions } from '../client-options.js';
import {
  type AllCustomersAnswer,
  type AllUsersAnswer,
  allCustomersAnswerSchema,
  allUsersAnswerSchema,
  type CreatedCustomerAnswer,
  type CreatedUserAnswer,
  createdCustomerAnswerSchema,
  createdUserAnswerSchema,
  type OkAnswer,
  okAnswerSchema,
} from '../schemas/admin.js';
import type { Transport } from '../transport.js';
import type {
  DeleteCustomerBody,
  DeleteUserBody,
  EditCustomerBody,
  EditUserBody,
  NewCustomerBody,
  NewUserBody,
} from './params.js';

/**
 * The admin calls for users and customers. Mutations are POSTs with JSON bodies; edits and deletes answer
 * `{ "status": "OK" }`, creations the new ids.
 *
 * @example
 * const { createCustomer } = createAdminCalls(transport);
 * const { customer_id } = await createCustomer({ customer: 'Nordic Rigs', org_no: '912345678', assets: [] });
 */
export function createAdminCalls(transport: Transport) {
  return {
    /** GET /getAllUsers: the users and the customers. */
    getAllUsers: (options?: CallOptions): Promise<AllUsersAnswer> =>
      transport.json(
        { call: 'getAllUsers', method: 'get', path: '/getAllUsers', loading: 'table' },
        allUsersAnswerSchema,
        options,
      ),
    /** POST /createNewUser: creates a user; answers its userid and recordid. */
    createNewUser: (body: NewUserBody, options?: CallOptions): Promise<CreatedUserAnswer> =>
      transport.json(
        {
          call: 'createNewUser',
          method: 'post',
          path: '/createNewUser',
          body: { ...body },
          required: ['name', 'email', 'phone', 'customer'],
          loading: 'dialog',
        },
        createdUserAnswerSchema,
        options,
      ),
    /** POST /editCurrentUser: changes a user. */
    editCurrentUser: (body: EditUserBody, options?: CallOptions): Promise<OkAnswer> =>
      transport.json(
        {
          call: 'editCurrentUser',
          method: 'post',
          path: '/editCurrentUser',
          body: { ...body },
          required: ['old_email', 'new_email', 'userid', 'recordid'],
          loading: 'dialog',
        },
        okAnswerSchema,
        options,
      ),
    /** POST /deleteCurrentUser with the user record. */
    deleteCurrentUser: (body: DeleteUserBody, options?: CallOptions): Promise<OkAnswer> =>
      transport.json(
        {
          call: 'deleteCurrentUser',
          method: 'post',
          path: '/deleteCurrentUser',
          body: { ...body },
          required: ['userid', 'recordid', 'email'],
          loading: 'dialog',
        },
        okAnswerSchema,
        options,
      ),
    /** GET /getAllCustomers: the customers. */
    getAllCustomers: (options?: CallOptions): Promise<AllCustomersAnswer> =>
      transport.json(
        { call: 'getAllCustomers', method: 'get', path: '/getAllCustomers', loading: 'table' },
        allCustomersAnswerSchema,
        options,
      ),
    /** POST /editCustomer `{ customer, assets, customer_id?, org_no?, rig? }`. */
    editCustomer: (body: EditCustomerBody, options?: CallOptions): Promise<OkAnswer> =>
      transport.json(
        {
          call: 'editCustomer',
          method: 'post',
          path: '/editCustomer',
          body: { ...body },
          required: ['customer'],
          loading: 'dialog',
        },
        okAnswerSchema,
        options,
      ),
    /** POST /createCustomer `{ customer, org_no, rig?, assets }` (design; the legacy app only logged it). */
    createCustomer: (body: NewCustomerBody, options?: CallOptions): Promise<CreatedCustomerAnswer> =>
      transport.json(
        {
          call: 'createCustomer',
          method: 'post',
          path: '/createCustomer',
          body: { ...body },
          required: ['customer', 'org_no'],
          loading: 'dialog',
        },
        createdCustomerAnswerSchema,
        options,
      ),
    /** POST /deleteCustomer `{ customer_id, recordid? }` (design; the legacy app only logged it). */
    deleteCustomer: (body: DeleteCustomerBody, options?: CallOptions): Promise<OkAnswer> =>
      transport.json(
        {
          call: 'deleteCustomer',
          method: 'post',
          path: '/deleteCustomer',
          body: { ...body },
          required: ['customer_id'],
          loading: 'dialog',
        },
        okAnswerSchema,
        options,
      ),
  };
}
