import type { AdminChangeContext } from '../admin/change-context.server.js';
import { disableAccount, markCustomerAdmin } from '../team/user-standing.server.js';
import { formFlag, formText } from './admin-change-page.server.js';

/**
 * The User Overview's intents of an account's standing, by the posted `userid`: `disable`, `enable`, and
 * `customer-admin` (`customerAdmin` true or false).
 *
 * @example
 * runAdminIntents(request, { ...standingIntents, create, edit, delete: remove });
 */
export const standingIntents = {
  disable: (form: FormData, change: AdminChangeContext) =>
    disableAccount(change, formText(form, 'userid'), true),
  enable: (form: FormData, change: AdminChangeContext) =>
    disableAccount(change, formText(form, 'userid'), false),
  'customer-admin': (form: FormData, change: AdminChangeContext) =>
    markCustomerAdmin(change, formText(form, 'userid'), formFlag(form, 'customerAdmin')),
};
