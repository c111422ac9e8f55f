import {
  bhaInspectionAnswerSchema,
  bhaInspectionOldAnswerSchema,
  certificatesAnswerSchema,
  chiksanRowSchema,
  keystoneAnswerSchema,
  ncrRowSchema,
  tcpRowSchema,
} from '@rigready/core';
import { z } from 'zod';
import { portalDocumentStore } from '../../document-store/portal-document-store.server.js';
import { getPortalRuntime } from '../../runtime/portal-runtime.server.js';
import { apiJson } from '../../security/api-answers.server.js';
import { enforceRateLimits, RATE_LIMITS } from '../../security/rate-limit.server.js';
import { publicSerialHistoryCustomer, serialHistory } from '../../serial-history/serial-history.server.js';
import {
  bhaInspectionLists,
  bhaInspectionOldLists,
  listChiksan,
  listNcr,
  listTcp,
  providerCertificates,
} from '../../services/reports.server.js';
import { defineApiCall } from '../api-call.server.js';

const usernameOnly = z.object({ username: z.string().optional() });

/** `/getChiksan`: the chiksan report lines of the caller's customer. */
export const getChiksan = defineApiCall({
  name: 'getChiksan',
  method: 'GET',
  access: 'signed-in',
  cacheable: true,
  route: 'chiksan',
  summary: 'Chiksan report lines of the caller.',
  params: usernameOnly,
  answer: z.array(chiksanRowSchema),
  handle: ({ scoped }) => listChiksan(scoped),
});

/** `/getTCP`: TCP guns; only for customers with the tcpGuns feature (else 403). */
export const getTCP = defineApiCall({
  name: 'getTCP',
  method: 'GET',
  access: 'signed-in',
  cacheable: true,
  route: 'tcp',
  summary: 'TCP guns of the caller, least used first (customers with the tcpGuns feature).',
  params: usernameOnly,
  answer: z.array(tcpRowSchema),
  handle: ({ scoped }) => listTcp(scoped),
});

/** `/inspectionBHA`: the BHA reports in four lists by report type. */
export const inspectionBHA = defineApiCall({
  name: 'inspectionBHA',
  method: 'GET',
  access: 'signed-in',
  cacheable: true,
  route: 'inspectionBHA',
  summary: 'BHA inspection reports: multi_detail (Multi), dim (Dimentional), misc, elevator.',
  params: usernameOnly,
  answer: bhaInspectionAnswerSchema,
  handle: ({ scoped }) => bhaInspectionLists(scoped),
});

/** `/inspectionBHA_OLD`: the old-format BHA reports in two lists. */
export const inspectionBHA_OLD = defineApiCall({
  name: 'inspectionBHA_OLD',
  method: 'GET',
  access: 'signed-in',
  cacheable: true,
  route: 'inspectionBHA',
  summary: 'Old BHA reports: multi_detail (Miscellaneouse_OLD, Elevator_OLD) and dim (Dimentional_OLD).',
  params: usernameOnly,
  answer: bhaInspectionOldAnswerSchema,
  handle: ({ scoped }) => bhaInspectionOldLists(scoped),
});

/** `/getQHSE`: the non-conformance reports of the caller's customer. */
export const getQHSE = defineApiCall({
  name: 'getQHSE',
  method: 'GET',
  access: 'signed-in',
  cacheable: true,
  route: 'NCR',
  summary: 'Non-conformance reports of the caller.',
  params: usernameOnly,
  answer: z.array(ncrRowSchema),
  handle: ({ scoped }) => listNcr(scoped),
});

/** `/getCertificates`: the provider's NTO, ISO and JQS certificates (provider-wide, not tenant data). */
export const getCertificates = defineApiCall({
  name: 'getCertificates',
  method: 'GET',
  access: 'signed-in',
  cacheable: true,
  route: 'certificates',
  summary: "The provider's NTO, ISO and JQS certificates as base64 PDF text in the legacy b'…' wrapping.",
  params: z.object({}),
  answer: certificatesAnswerSchema,
  handle: ({ scoped }) => providerCertificates(scoped, portalDocumentStore(getPortalRuntime())),
});

const notFound = { message: 'No public serial history for this customer' };

/**
 * `/keystone` (public): the serial history of `serial_no` for `customer` (its name or public slug). Only
 * customers with the publicSerialHistory feature answer (404 otherwise, the same as an unknown name);
 * counted per address with the serial-history rate limit (429).
 */
export const keystone = defineApiCall({
  name: 'keystone',
  method: 'GET',
  access: 'public',
  summary: 'Public serial history: BHA reports of one serial of one customer, by report type.',
  params: z.object({
    serial_no: z.string().trim().min(1, 'a serial number'),
    customer: z.string().trim().min(1, "the customer's name or public slug"),
  }),
  answer: keystoneAnswerSchema,
  handle: async ({ params, address }) => {
    const { handle, now } = getPortalRuntime();
    await enforceRateLimits(handle, [[RATE_LIMITS.serialHistoryAddress, address]], now());
    const customer = await publicSerialHistoryCustomer(handle, params.customer);
    if (!customer) return apiJson(notFound, 404);
    return serialHistory(handle, customer, params.serial_no);
  },
});
