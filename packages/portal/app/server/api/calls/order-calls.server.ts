import {
  bhaOrderRowSchema,
  dashboardRowSchema,
  orderListItemSchema,
  returnedPipeRowSchema,
  tubularOrderRowSchema,
} from '@rigready/core';
import { z } from 'zod';
import type { ReturnedPipeList } from '../../../shared/returned-pipe-lists.js';
import {
  listBhaOrders,
  listDashboard,
  listHistoryOrders,
  listReturnedPipe,
  listTubularOrders,
} from '../../services/orders.server.js';
import { defineApiCall } from '../api-call.server.js';

/** The legacy `username` parameter: sent by every list load, never trusted (the scope is the session's). */
const usernameOnly = z.object({ username: z.string().optional() });

/** `/getOrderconfirm`: the tubular order lines in scope (excluded assets left out by the scope). */
export const getOrderconfirm = defineApiCall({
  name: 'getOrderconfirm',
  method: 'GET',
  access: 'signed-in',
  cacheable: true,
  route: 'neworder',
  summary: 'Tubular order lines of the caller, with return dates; excluded assets are left out.',
  params: usernameOnly,
  answer: z.array(tubularOrderRowSchema),
  handle: ({ scoped }) => listTubularOrders(scoped),
});

/** `/getOrderconfirmBHA`: the BHA orders in scope. */
export const getOrderconfirmBHA = defineApiCall({
  name: 'getOrderconfirmBHA',
  method: 'GET',
  access: 'signed-in',
  cacheable: true,
  route: 'neworder',
  summary: 'BHA orders of the caller.',
  params: usernameOnly,
  answer: z.array(bhaOrderRowSchema),
  handle: ({ scoped }) => listBhaOrders(scoped),
});

/** `/getOrderconfirmTubular`: the tubular order lines for the lead-time page. */
export const getOrderconfirmTubular = defineApiCall({
  name: 'getOrderconfirmTubular',
  method: 'GET',
  access: 'signed-in',
  cacheable: true,
  route: 'statistics',
  summary: 'Tubular order lines of the caller for the lead-time statistics; excluded assets are left out.',
  params: usernameOnly,
  answer: z.array(tubularOrderRowSchema),
  handle: ({ scoped }) => listTubularOrders(scoped),
});

function returnedPipeCall(name: string, list: ReturnedPipeList, route: 'dp' | 'heavy' | 'dcollar' | 'octg') {
  return defineApiCall({
    name,
    method: 'GET',
    access: 'signed-in',
    cacheable: true,
    route,
    summary: `Returned-pipe list ${list}: the caller's order lines of that equipment.`,
    params: usernameOnly,
    answer: z.array(returnedPipeRowSchema),
    handle: ({ scoped }) => listReturnedPipe(scoped, list),
  });
}

/** `/getdp`: returned drill pipe (order lines of Drill Pipe). */
export const getdp = returnedPipeCall('getdp', 'dp', 'dp');
/** `/gethw`: returned heavy weight. */
export const gethw = returnedPipeCall('gethw', 'hw', 'heavy');
/** `/getdc`: returned drill collars. */
export const getdc = returnedPipeCall('getdc', 'dc', 'dcollar');
/** `/getoctg`: returned OCTG and tubing. */
export const getoctg = returnedPipeCall('getoctg', 'octg', 'octg');

/** `/getDashboard`: ongoing orders by priority; only for customers with the dashboard feature (else 403). */
export const getDashboard = defineApiCall({
  name: 'getDashboard',
  method: 'GET',
  access: 'signed-in',
  cacheable: true,
  route: 'dashboard',
  summary: 'Ongoing order lines by priority (customers with the dashboard feature).',
  params: usernameOnly,
  answer: z.array(dashboardRowSchema),
  handle: ({ scoped }) => listDashboard(scoped),
});

/** `/getAllOrders`: the order list of the item inspection history. */
export const getAllOrders = defineApiCall({
  name: 'getAllOrders',
  method: 'GET',
  access: 'signed-in',
  cacheable: true,
  route: 'insptest',
  summary: 'Order lines as { scope, spec, orderno, itemno, equipment } for the inspection history.',
  params: usernameOnly,
  answer: z.array(orderListItemSchema),
  handle: ({ scoped }) => listHistoryOrders(scoped),
});
