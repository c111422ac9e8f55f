import { deliveryTicketSchema, type InventoryCountColumn, pipeRowSchema } from '@rigready/core';
import { z } from 'zod';
import { withDocumentLinks } from '../../documents/links/delivery-links.server.js';
import { getPortalRuntime } from '../../runtime/portal-runtime.server.js';
import { itemJointsAt, ticketJoints } from '../../services/drill-down-lists.server.js';
import { deliveryLines } from '../../services/logistics-lists.server.js';
import { defineApiCall } from '../api-call.server.js';
import { answerKnownErrors } from './answer-known-errors.server.js';

const itemnr = z.string().min(1, 'an item number, e.g. 550DP.12');
const location = z.string().min(1, 'an inventory column, e.g. Machining or Limited_Service');
const pipeRows = z.array(
  pipeRowSchema.extend({
    Class: z
      .string()
      .describe("The class of the joint's latest inspection: Premium, Class 2, Reject or Not classed."),
  }),
);

function jointsAt(name: string, column: InventoryCountColumn, summary: string) {
  return defineApiCall({
    name,
    method: 'GET',
    access: 'signed-in',
    route: 'inventory',
    summary,
    params: z.object({ itemnr }),
    answer: pipeRows,
    handle: ({ scoped, params }) =>
      itemJointsAt(scoped, params.itemnr, column, getPortalRuntime().env.jointClass),
  });
}

/** `/showPipelist`: the item's Rig Ready joints. */
export const showPipelist = jointsAt('showPipelist', 'Rig_Ready', "The item's Rig Ready joints.");
/** `/showVTIlist`: the item's joints waiting for a visual inspection. */
export const showVTIlist = jointsAt('showVTIlist', 'ReqVTI', "The item's Req VTI joints.");
/** `/showBookedList`: the item's booked joints. */
export const showBookedList = jointsAt('showBookedList', 'Booked', "The item's booked joints.");
/** `/showShippedSerials`: the item's shipped joints, with their ticket and date. */
export const showShippedSerials = jointsAt('showShippedSerials', 'Shipped', "The item's shipped joints.");
/** `/createExcelShippedSerials`: the item's shipped joints for the CSV export. */
export const createExcelShippedSerials = jointsAt(
  'createExcelShippedSerials',
  'Shipped',
  "The item's shipped joint rows, turned into CSV by the browser.",
);

function jointsAtLocation(name: string, summary: string) {
  return defineApiCall({
    name,
    method: 'GET',
    access: 'signed-in',
    route: 'inventory',
    summary,
    params: z.object({ itemnr, location }),
    answer: pipeRows,
    handle: ({ scoped, params }) =>
      answerKnownErrors(() =>
        itemJointsAt(scoped, params.itemnr, params.location, getPortalRuntime().env.jointClass),
      ),
  });
}

/** `/showOtherlist`: the item's joints counted in an inventory column (Machining, On_Hold …). */
export const showOtherlist = jointsAtLocation('showOtherlist', "The item's joints in an inventory column.");
/** `/createExcel`: the item's joints in an inventory column, for the CSV export. */
export const createExcel = jointsAtLocation(
  'createExcel',
  "The item's joint rows in an inventory column, turned into CSV by the browser.",
);

/** `/showShippedList`: the delivery-ticket lines that shipped the item. */
export const showShippedList = defineApiCall({
  name: 'showShippedList',
  method: 'GET',
  access: 'signed-in',
  route: 'inventory',
  summary: 'The delivery-ticket lines that shipped the item.',
  params: z.object({ itemnr }),
  answer: z.array(deliveryTicketSchema),
  handle: async ({ identity, scoped, params }) =>
    withDocumentLinks(identity, await deliveryLines(scoped, params.itemnr)),
});

/** `/showShippedDT`: the caller's joints shipped on one delivery ticket. */
export const showShippedDT = defineApiCall({
  name: 'showShippedDT',
  method: 'GET',
  access: 'signed-in',
  route: 'inventory',
  summary: "The caller's joints shipped on a delivery ticket.",
  params: z.object({ dt_no: z.string().min(1, 'a delivery ticket number') }),
  answer: pipeRows,
  handle: ({ scoped, params }) => ticketJoints(scoped, params.dt_no, getPortalRuntime().env.jointClass),
});
