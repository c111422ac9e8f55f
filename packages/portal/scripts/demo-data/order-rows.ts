import { isoDate } from './calendar.js';
import type { DocumentLibrary } from './document-library.js';
import type { Random } from './random.js';
import type { RowWriter } from './row-writer.js';
import type { TubularJob } from './tubular-jobs.js';

/** Writers of the order-related files, all derived from the same jobs. */
export interface OrderSinks {
  orders: RowWriter;
  received: RowWriter;
  deliveries: RowWriter;
  preinvoices: RowWriter;
}

const DOCUMENTED_COMPLETED_ORDERS = 10;
const DOCUMENTED_OPEN_ORDERS = 4;
const DOCUMENTED_DELIVERIES = 10;
const DOCUMENTED_RECEIPTS = 8;
const PRE_INVOICE_DAYS = 90;

const day = (value: number | null) => (value === null ? null : isoDate(value));
const yesNo = (value: number | null) => (value === null ? 'No' : 'Yes');

/**
 * Writes the order lines, received goods, delivery tickets and pre-invoices of one customer's jobs. Only the
 * most recent orders, deliveries and receipts carry documents (the rest show 'document not found'), which
 * keeps the number of generated PDFs the same whatever the fleet size.
 *
 * @example
 * await writeOrderRows(customerJobs, referenceDay, library, random, sinks);
 */
export async function writeOrderRows(
  jobs: readonly TubularJob[],
  referenceDay: number,
  library: DocumentLibrary,
  random: Random,
  sinks: OrderSinks,
): Promise<void> {
  const lines = jobs
    .filter((job) => job.orderNo !== null)
    .sort((left, right) => Number(left.orderNo) - Number(right.orderNo));
  const documented = documentedOrders(lines);
  const receipts = new Set(
    mostRecent(lines, (job) => job.returnDay, DOCUMENTED_RECEIPTS).map((job) => job.receiveNo as string),
  );
  for (const job of lines) {
    const customer = job.profile.customer;
    const row = job.item.row;
    const documents = documented.has(job.orderNo as string) ? orderDocuments(job, library) : undefined;
    await sinks.orders.write({
      Customer: customer,
      Order_No: job.orderNo,
      Return_Date: day(job.returnDay),
      Returned_From: job.asset,
      Completed: yesNo(job.completedDay),
      Check_Inspection: yesNo(job.inspectionDay),
      Check_Machining: yesNo(job.machiningDay),
      Check_Hardbanding: yesNo(job.hardbandingDay),
      Asset: job.asset,
      PO: job.po,
      Ref: job.ref,
      Item_No: row.Item_No,
      Equipment: row.Equipment,
      Weight: row.Weight,
      Grade: row.Grade,
      Connection_Rec: row.Connection,
      Inspection_Spec: job.spec,
      Scope_Of_Work: job.scope,
      QTY_Recived: job.size,
      Receive_No: job.receiveNo,
      String_No: job.stringNumber,
      Job_Completed_Date: day(job.completedDay),
      Inspection_Completed_DATE: day(job.inspectionDay),
      Hardbaning_Completed_Date: day(job.hardbandingDay),
      Machinig_Completed_Date: day(job.machiningDay),
      DT_No: job.dtNo,
      Priority: job.priority,
      ...(documents ? { documents } : {}),
    });
    await sinks.received.write({
      Customer: customer,
      Receive_No: job.receiveNo,
      Returned_Date: day(job.returnDay),
      Returned_From: job.asset,
      Location: job.site,
      Item_No: row.Item_No,
      Quantity_Tubular: job.size,
      Equipment: row.Equipment,
      Asset: job.asset,
      ...(receipts.has(job.receiveNo as string)
        ? {
            documents: {
              freight_papers: library.pdf(`received/${job.receiveNo}-freight-papers.pdf`, {
                title: `Freight papers ${job.receiveNo} — ${customer} — ${day(job.returnDay)}`,
                lines: [
                  `Returned from: ${job.asset}`,
                  `Received at: ${job.site}`,
                  `Item: ${row.Item_No} x ${job.size}`,
                ],
              }),
            },
          }
        : {}),
    });
    if (job.completedDay !== null && job.completedDay >= referenceDay - PRE_INVOICE_DAYS) {
      await sinks.preinvoices.write({
        Customer: customer,
        Order_No: job.orderNo,
        Returned_From: job.asset,
        Return_Date: day(job.returnDay),
        Ref: job.ref,
        Item_Number: row.Item_No,
        Equipment: row.Equipment,
        Weight: row.Weight,
        Grade: row.Grade,
        Connection: row.Connection,
        Inspection_Specification: job.spec,
        Asset: job.asset,
      });
    }
  }
  await writeDeliveries(lines, library, random, sinks.deliveries);
}

async function writeDeliveries(
  lines: readonly TubularJob[],
  library: DocumentLibrary,
  random: Random,
  deliveries: RowWriter,
): Promise<void> {
  const shipped = lines.filter((job) => job.dtNo !== null && job.shippedJoints > 0);
  const documented = new Set(
    mostRecent(shipped, (job) => job.shippedDay, DOCUMENTED_DELIVERIES).map((job) => job.dtNo as string),
  );
  const byTicket = [...shipped].sort((left, right) => Number(left.dtNo) - Number(right.dtNo));
  for (const job of byTicket) {
    const row = job.item.row;
    const offshore = job.profile.rigs.includes(job.asset);
    const attachment = documented.has(job.dtNo as string);
    await deliveries.write({
      Customer: job.profile.customer,
      DT_No: job.dtNo,
      Date: day(job.shippedDay),
      Sent_To: offshore ? job.asset : `${job.asset} base, Sotra`,
      Item_No: row.Item_No,
      Quantity: job.shippedJoints,
      Rig: offshore ? job.asset : null,
      Equipment: row.Equipment,
      Weight: row.Weight,
      Grade: row.Grade,
      DT_Connection: row.Connection,
      Ref: job.ref,
      Asset: job.asset,
      Returned: random.chance(0.12),
      Offshore: offshore,
      ...(attachment
        ? {
            documents: {
              attachment: library.pdf(`deliveries/${job.dtNo}.pdf`, {
                title: `Delivery ticket ${job.dtNo} — ${job.profile.customer} — ${day(job.shippedDay)}`,
                lines: [
                  `Sent to: ${job.asset}`,
                  `Item: ${row.Item_No} ${row.Description}`,
                  `Joints: ${job.shippedJoints}`,
                ],
              }),
              ...(Number(job.dtNo) % 2 === 0
                ? {
                    wiresling: library.pdf(`deliveries/${job.dtNo}-wiresling.pdf`, {
                      title: `Wire sling certificate — delivery ${job.dtNo}`,
                      lines: [`Customer: ${job.profile.customer}`, `Lifting date: ${day(job.shippedDay)}`],
                    }),
                  }
                : {}),
            },
          }
        : {}),
    });
  }
}

/** The order numbers that carry documents: the most recent completed orders and the most recent open ones. */
function documentedOrders(lines: readonly TubularJob[]): Set<string> {
  const completed = mostRecent(
    lines.filter((job) => job.completedDay !== null),
    (job) => job.completedDay,
    DOCUMENTED_COMPLETED_ORDERS,
  );
  const open = mostRecent(
    lines.filter((job) => job.completedDay === null),
    (job) => job.returnDay,
    DOCUMENTED_OPEN_ORDERS,
  );
  return new Set([...completed, ...open].map((job) => job.orderNo as string));
}

/** The `count` latest first lines of orders by the given day, newest order number first on a tie. */
function mostRecent(jobs: readonly TubularJob[], dayOf: (job: TubularJob) => number | null, count: number) {
  return jobs
    .filter((job) => job.leader === null)
    .sort(
      (left, right) =>
        (dayOf(right) ?? 0) - (dayOf(left) ?? 0) || Number(right.orderNo) - Number(left.orderNo),
    )
    .slice(0, count);
}

function orderDocuments(job: TubularJob, library: DocumentLibrary): Record<string, string> {
  const customer = job.profile.customer;
  const order = job.orderNo as string;
  const summary = [
    `Customer: ${customer}`,
    `Returned from: ${job.asset} on ${day(job.returnDay)}`,
    `PO: ${job.po}   Ref: ${job.ref}`,
    `Scope: ${job.scope}   Spec: ${job.spec}`,
  ];
  const documents: Record<string, string> = {
    order_confirmation: library.pdf(`orders/${order}-order-confirmation.pdf`, {
      title: `Order confirmation ${order} — ${customer} — ${day(job.returnDay)}`,
      lines: summary,
    }),
  };
  if (job.completedDay === null) return documents;
  const completed = day(job.completedDay);
  documents.report = library.pdf(`orders/${order}-inspection-report.pdf`, {
    title: `Inspection report ${order} — ${customer} — ${day(job.inspectionDay)}`,
    lines: [...summary, `Completed: ${completed}`],
  });
  documents.pre_invoice = library.pdf(`orders/${order}-pre-invoice.pdf`, {
    title: `Pre-invoice ${order} — ${customer} — ${completed}`,
    lines: summary,
  });
  if (job.scope === 'Machining' || job.item.type.toolJoints) {
    documents.coc_machining = library.pdf(`orders/${order}-coc-machining.pdf`, {
      title: `Certificate of conformity, machining ${order} — ${customer} — ${day(job.machiningDay)}`,
      lines: summary,
    });
  }
  if (job.item.type.toolJoints && Number(order) % 3 !== 0) {
    documents.coc_hardbanding = library.pdf(`orders/${order}-coc-hardbanding.pdf`, {
      title: `Certificate of conformity, hardbanding ${order} — ${customer} — ${day(job.hardbandingDay)}`,
      lines: summary,
    });
  }
  return documents;
}
