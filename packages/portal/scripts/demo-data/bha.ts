import { BHA_TOOLS, type BhaTool } from './bha-catalogue.js';
import { addWorkingDays, isoDate, weekdayOnOrBefore } from './calendar.js';
import type { CustomerProfile } from './customer-profiles.js';
import type { DocumentLibrary } from './document-library.js';
import type { Random } from './random.js';
import type { RowWriter } from './row-writer.js';
import { YARD_SITES } from './yard.js';

interface BhaItem {
  tool: BhaTool;
  serialNo: string;
  serialNoAlt: string | null;
  materialNumber: string;
  asset: string;
  site: string;
  latest: BhaOrder | null;
}

interface BhaInspection {
  item: BhaItem;
  reportId: string;
  accepted: boolean;
  minId: number;
}

interface BhaOrder {
  customerIndex: number;
  profile: CustomerProfile;
  orderNo: string;
  receiveNo: string;
  returnDay: number;
  inspectionDay: number | null;
  machiningDay: number | null;
  completedDay: number | null;
  shippedDay: number | null;
  dtNo: string | null;
  asset: string;
  po: string;
  ref: string;
  rep: string;
  spec: string;
  inspections: BhaInspection[];
  shipped: BhaItem[];
}

/** One customer's BHA tools and the orders they went through, before numbering. */
export interface BhaPlan {
  profile: CustomerProfile;
  items: BhaItem[];
  orders: BhaOrder[];
}

const OLD_FORMS_BEFORE_DAYS = 540;
const PRE_INVOICE_DAYS = 90;
const DOCUMENTED_ORDERS = 6;
const REPRESENTATIVES = ['Anders Bø', 'Kristin Lie', 'Magnus Fjeld', 'Tone Hauge', 'Sindre Myhre'] as const;
const ROWS = 'ABCDEFGH';

/**
 * Plans one customer's BHA tools and two years of BHA orders: each order brings back one to four tools,
 * each inspected tool gets a report, and a tool's latest order decides where it is now.
 *
 * @example
 * const plan = planBha(profile, 0, 30, dayNumber('2026-11-20'), createRandom(3));
 * plan.items.length; // 30
 */
export function planBha(
  profile: CustomerProfile,
  customerIndex: number,
  toolCount: number,
  referenceDay: number,
  random: Random,
): BhaPlan {
  const assets = [...profile.rigs, ...profile.fields];
  const items: BhaItem[] = Array.from({ length: toolCount }, (_, index) => {
    const tool = BHA_TOOLS[index % BHA_TOOLS.length] as BhaTool;
    return {
      tool,
      serialNo: `${profile.serialPrefix}-${tool.code}-${1000 + index * 7 + random.int(0, 6)}`,
      serialNoAlt: random.chance(0.6) ? `M${random.int(100000, 999999)}` : null,
      materialNumber: `10${random.int(100000, 999999)}`,
      asset: random.pick(assets),
      site: random.chance(0.7) ? (profile.features.defaultSite ?? YARD_SITES[0]) : random.pick(YARD_SITES),
      latest: null,
    };
  });
  const orderCount = Math.max(1, Math.round(toolCount * 0.55));
  const orders: BhaOrder[] = [];
  for (let index = 0; index < orderCount; index++) {
    const returnDay = weekdayOnOrBefore(
      referenceDay - (index === 0 ? random.int(1, 12) : random.int(1, 760)),
    );
    const open = referenceDay - returnDay < 25 && random.chance(0.5);
    const inspectionDay = Math.min(
      addWorkingDays(returnDay, random.int(2, 15)),
      weekdayOnOrBefore(referenceDay),
    );
    const inspected = !open || random.chance(0.5);
    const completedDay = open
      ? null
      : Math.min(addWorkingDays(inspectionDay, random.int(0, 5)), weekdayOnOrBefore(referenceDay));
    const chosen = new Set<BhaItem>();
    const wanted = random.int(1, Math.min(4, items.length));
    while (chosen.size < wanted) chosen.add(random.pick(items));
    const order: BhaOrder = {
      customerIndex,
      profile,
      orderNo: '',
      receiveNo: '',
      returnDay,
      inspectionDay: inspected ? inspectionDay : null,
      machiningDay: completedDay,
      completedDay,
      shippedDay: null,
      dtNo: null,
      asset: random.pick(assets),
      po: `46${random.int(10_000_000, 99_999_999)}`,
      ref: `BHA-${random.int(100, 999)}`,
      rep: random.pick(REPRESENTATIVES),
      spec: random.pick(['DS1 Cat 4', 'NS2', 'API RP7G-2']),
      inspections: [],
      shipped: [],
    };
    for (const item of chosen) {
      if (inspected) {
        order.inspections.push({
          item,
          reportId: '',
          accepted: random.chance(0.85),
          minId: Math.round((item.tool.bore - random.decimal(0, 0.06, 3)) * 1000) / 1000,
        });
      }
      if (!item.latest || item.latest.returnDay < returnDay) item.latest = order;
    }
    orders.push(order);
  }
  for (const order of orders) {
    if (order.completedDay === null) continue;
    const completedDay = order.completedDay;
    const leaving = items.filter(
      (item) => item.latest === order && accepted(order, item) && random.chance(0.45),
    );
    if (leaving.length === 0) continue;
    order.shipped = leaving;
    order.shippedDay = Math.min(completedDay + random.int(1, 60), referenceDay);
  }
  return { profile, items, orders };
}

/**
 * Numbers BHA orders, receipts, delivery tickets and reports across all customers in date order.
 *
 * @example
 * numberBha(plans);
 */
export function numberBha(plans: readonly BhaPlan[]): void {
  const orders = plans.flatMap((plan) => plan.orders);
  [...orders]
    .sort((left, right) => left.returnDay - right.returnDay || left.customerIndex - right.customerIndex)
    .forEach((order, index) => {
      order.orderNo = String(60001 + index);
      order.receiveNo = String(90001 + index);
    });
  [...orders]
    .filter((order) => order.shippedDay !== null)
    .sort(
      (left, right) =>
        (left.shippedDay as number) - (right.shippedDay as number) ||
        left.customerIndex - right.customerIndex,
    )
    .forEach((order, index) => {
      order.dtNo = String(30001 + index);
    });
  let report = 120001;
  for (const order of [...orders].sort((left, right) => Number(left.orderNo) - Number(right.orderNo))) {
    for (const inspection of order.inspections) inspection.reportId = String(report++);
  }
}

function accepted(order: BhaOrder, item: BhaItem): boolean {
  return order.inspections.find((inspection) => inspection.item === item)?.accepted ?? true;
}

/** Writers of the BHA files. */
export interface BhaSinks {
  items: RowWriter;
  orders: RowWriter;
  deliveries: RowWriter;
  preinvoices: RowWriter;
  reports: RowWriter;
}

/** Hands out BHA rack slots (column 1-54, row A-H) per site and rack, shared by every customer. */
export class BhaSlotAllocator {
  readonly #next = new Map<string, number>();

  /**
   * @example
   * new BhaSlotAllocator().place('Dusavik Yard', createRandom(1)); // { rack: 'BHA Rack 1', slot: '1A' }
   */
  place(site: string, random: Random): { rack: string; slot: string } | null {
    for (const rack of ['BHA Rack 1', 'BHA Rack 2']) {
      const key = `${site}|${rack}`;
      const index = (this.#next.get(key) ?? 0) + (random.chance(0.1) ? 1 : 0);
      if (index >= 54 * ROWS.length) continue;
      this.#next.set(key, index + 1);
      return { rack, slot: `${Math.floor(index / ROWS.length) + 1}${ROWS.charAt(index % ROWS.length)}` };
    }
    return null;
  }
}

/**
 * Writes one customer's BHA items, orders, deliveries, pre-invoices and reports (a PDF per report).
 *
 * @example
 * await writeBhaRows(plan, referenceDay, library, slots, random, sinks);
 */
export async function writeBhaRows(
  plan: BhaPlan,
  referenceDay: number,
  library: DocumentLibrary,
  slots: BhaSlotAllocator,
  random: Random,
  sinks: BhaSinks,
): Promise<void> {
  const customer = plan.profile.customer;
  const orders = [...plan.orders].sort((left, right) => Number(left.orderNo) - Number(right.orderNo));
  const documented = new Set(orders.filter((order) => order.completedDay !== null).slice(-DOCUMENTED_ORDERS));
  for (const item of plan.items) {
    const order = item.latest;
    const inspection = order?.inspections.find((entry) => entry.item === item) ?? null;
    const location = bhaLocation(order, item, inspection, random);
    const slot = ['Rig Ready', 'On Hold'].includes(location) ? slots.place(item.site, random) : null;
    const shipped = location === 'Shipped';
    await sinks.items.write({
      Customer: customer,
      Serial_No: item.serialNo,
      Serial_No_Alt: item.serialNoAlt,
      Material_Number: item.materialNumber,
      Description: item.tool.description,
      Equipment_Type: item.tool.type,
      Connection_Box: item.tool.box,
      Connection_Pin: item.tool.pin,
      Current_Location: location,
      Last_Inspection_Date: lastInspection(plan.orders, item),
      Rack: slot?.rack ?? null,
      Slot: slot?.slot ?? null,
      Rig: plan.profile.rigs.includes(item.asset) ? item.asset : null,
      Asset: item.asset,
      Site: item.site,
      DT_No: shipped ? (order?.dtNo ?? null) : null,
      Order_No: order?.orderNo ?? null,
    });
  }
  for (const order of orders) {
    await writeBhaOrder(order, referenceDay, documented.has(order), library, sinks);
  }
}

function bhaLocation(
  order: BhaOrder | null,
  item: BhaItem,
  inspection: BhaInspection | null,
  random: Random,
): string {
  if (!order) return 'Rig Ready';
  if (order.completedDay === null) return order.inspectionDay === null ? 'Inspection' : 'Machining';
  if (order.shipped.includes(item)) return 'Shipped';
  if (inspection && !inspection.accepted) return random.chance(0.5) ? 'Scrap' : 'On Hold';
  return 'Rig Ready';
}

function lastInspection(orders: readonly BhaOrder[], item: BhaItem): string | null {
  let latest: number | null = null;
  for (const order of orders) {
    if (order.inspectionDay === null) continue;
    if (!order.inspections.some((inspection) => inspection.item === item)) continue;
    if (latest === null || order.inspectionDay > latest) latest = order.inspectionDay;
  }
  return latest === null ? null : isoDate(latest);
}

async function writeBhaOrder(
  order: BhaOrder,
  referenceDay: number,
  documented: boolean,
  library: DocumentLibrary,
  sinks: BhaSinks,
): Promise<void> {
  const customer = order.profile.customer;
  const returned = isoDate(order.returnDay);
  const summary = [
    `Customer: ${customer}`,
    `Returned from: ${order.asset} on ${returned}`,
    `PO: ${order.po}   Ref: ${order.ref}`,
  ];
  const completed = order.completedDay === null ? null : isoDate(order.completedDay);
  await sinks.orders.write({
    Customer: customer,
    Order_No: order.orderNo,
    Return_Date: returned,
    Returned_From: order.asset,
    Customer_Rep: order.rep,
    Ref: order.ref,
    PO: order.po,
    QTY: Math.max(order.inspections.length, 1),
    Completed: completed ? 'Yes' : 'No',
    Check_Inspection: order.inspectionDay === null ? 'No' : 'Yes',
    Check_Machining: order.machiningDay === null ? 'No' : 'Yes',
    Asset: order.asset,
    Receive_No: order.receiveNo,
    ...(documented && completed
      ? {
          documents: {
            order_confirmation: library.pdf(`bha-orders/${order.orderNo}-order-confirmation.pdf`, {
              title: `BHA order confirmation ${order.orderNo} — ${customer} — ${returned}`,
              lines: summary,
            }),
            pre_invoice: library.pdf(`bha-orders/${order.orderNo}-pre-invoice.pdf`, {
              title: `BHA pre-invoice ${order.orderNo} — ${customer} — ${completed}`,
              lines: summary,
            }),
          },
        }
      : {}),
  });
  if (order.completedDay !== null && order.completedDay >= referenceDay - PRE_INVOICE_DAYS) {
    await sinks.preinvoices.write({
      Customer: customer,
      Order_No: order.orderNo,
      Returned_From: order.asset,
      Return_Date: returned,
      PO: order.po,
      Ref: order.ref,
      Asset: order.asset,
    });
  }
  if (order.shippedDay !== null && order.dtNo !== null) {
    await sinks.deliveries.write({
      Customer: customer,
      DT_No: order.dtNo,
      Date: isoDate(order.shippedDay),
      Receiver: order.profile.rigs.includes(order.asset) ? order.asset : `${order.asset} base, Sotra`,
      Rig: order.profile.rigs.includes(order.asset) ? order.asset : null,
      Total_Equipment: order.shipped.length,
      Asset: order.asset,
    });
  }
  if (order.inspectionDay === null) return;
  const inspected = isoDate(order.inspectionDay);
  for (const inspection of order.inspections) {
    const tool = inspection.item.tool;
    const type =
      referenceDay - order.inspectionDay > OLD_FORMS_BEFORE_DAYS && tool.report !== 'Multi'
        ? `${tool.report}_OLD`
        : tool.report;
    const result = inspection.accepted ? 'Accepted' : 'Rejected';
    await sinks.reports.write({
      Customer: customer,
      Report_ID: inspection.reportId,
      report_type: type,
      Order_No: order.orderNo,
      Serial_No: inspection.item.serialNo,
      Description: tool.description,
      Connection_1: tool.box,
      Connection_2: tool.pin,
      ID: tool.bore,
      Min_ID: inspection.minId,
      PO: order.po,
      Ref: order.ref,
      Asset: order.asset,
      Inspection_Date: inspected,
      Spec: order.spec,
      Result: result,
      file: library.pdf(`bha-reports/${inspection.reportId}.pdf`, {
        title: `${type.replace('_OLD', ' (old form)')} inspection report ${inspection.reportId} — ${customer} — ${inspected}`,
        lines: [
          `Serial: ${inspection.item.serialNo}   ${tool.description}`,
          `Connections: ${tool.box} / ${tool.pin}   ID ${tool.bore}" (min ${inspection.minId}")`,
          `Order: ${order.orderNo}   Spec: ${order.spec}`,
          `Result: ${result}`,
        ],
      }),
    });
  }
}
