import {
  calendarDay,
  formatCount,
  formatDate,
  INSPECTION_DUE_HORIZON_DAYS,
  inspectionDueBounds,
  locationLabel,
  monthSpan,
  SHOP_STAGE_COLUMNS,
} from '@rigready/core';
import type { Identity } from '../access/identity.server.js';
import { type RequiredClass, requiredClassesOf } from '../joint-class/asset-required-class.server.js';
import { belowRequiredClass } from '../joint-class/below-required-class.server.js';
import { cachedFleetJointClasses } from '../joint-class/cached-fleet-classes.server.js';
import { PREMIUM_HORIZON_MONTHS } from '../joint-class/dropping-below-premium.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { homeCounts } from './home-counts.server.js';
import { pageScope } from './page-scope.server.js';

/** One figure of the home page and the list it opens, which has exactly `value` rows. */
export interface HomeFigure {
  label: string;
  value: number;
  to: string;
  /** A second line: what the item is, when a delivery left. */
  detail?: string;
  /** The unit of the count when the label does not name it ('lines'). */
  unit?: string;
  /** How the figure should catch the eye: a warning (coming due) or an alarm (overdue). */
  tone?: 'warning' | 'alarm';
}

/** A titled group of figures. */
export interface HomeFigureGroup {
  title: string;
  figures: HomeFigure[];
}

// The total and five items fill one row of tiles at a desk and three on a phone.
const ITEMS_SHOWN = 5;
const DELIVERIES_SHOWN = 5;

const link = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`;

/**
 * The home page's figures for the caller's scope (its chosen asset or the fleet, its customer, never an
 * excluded asset) and session pipe type, each with the link to the list it counts: rig-ready joints by
 * item and asset, joints in the shop by stage, orders in progress and completed this month, joints (or BHA
 * tools) coming due for inspection in the next 30 days and overdue, Premium joints whose wall trend leaves
 * Premium in the next six months, and the latest deliveries. The month
 * and today are the provider's (PORTAL_TIME_ZONE).
 *
 * @example
 * const groups = await homeFigures(await requirePageUser(request));
 * groups[0]?.figures[0]; // { label: 'Rig ready', value: 1240, to: '/inventory?location=Rig_Ready' }
 */
export async function homeFigures(identity: Identity): Promise<HomeFigureGroup[]> {
  const runtime = getPortalRuntime();
  const now = runtime.now();
  const timeZone = runtime.env.timeZone;
  const scoped = pageScope(identity);
  const { pipeType, fleet, currentAsset } = identity.coreSession;
  const singleAsset = !fleet && currentAsset !== null;
  const month = monthSpan(now, timeZone);
  const today = calendarDay(now, timeZone);
  const bounds = inspectionDueBounds(today);
  const counts = await homeCounts({
    ...{ scoped, pipeType, singleAsset, today, month, bounds },
    deliveriesShown: DELIVERIES_SHOWN,
  });
  const { orders, deliveries } = counts;
  const orderGroup: HomeFigureGroup = {
    title: 'Orders',
    figures: [
      { label: 'In progress', value: orders.inProgress, to: link('/orderconfirm', { show: 'ongoing' }) },
      ...(orders.completedThisMonth === null
        ? []
        : [
            {
              label: 'Completed this month',
              value: orders.completedThisMonth,
              to: link('/orderconfirm', { completed: month.first.slice(0, 7) }),
            },
          ]),
    ],
  };
  const deliveryGroup: HomeFigureGroup = {
    title: 'Latest deliveries',
    figures: deliveries.map((ticket) => ({
      label: `Ticket ${ticket.dtNo}`,
      value: ticket.lines,
      unit: ticket.lines === 1 ? 'line' : 'lines',
      to: link('/delivery', { dt: ticket.dtNo }),
      detail: [
        ticket.date ? formatDate(ticket.date) : null,
        `${formatCount(ticket.quantity)} ${pipeType === 'BHA' ? 'tools' : 'joints'}`,
      ]
        .filter(Boolean)
        .join(' · '),
    })),
  };
  const inspectionTitle = `Inspection in the next ${INSPECTION_DUE_HORIZON_DAYS} days`;
  if (counts.pipeType === 'BHA') {
    const { tools } = counts;
    return [
      {
        title: inspectionTitle,
        figures: [
          {
            label: 'Tools coming due',
            value: tools.due,
            to: link('/inventory', { inspection: 'due' }),
            tone: 'warning',
          },
          {
            label: 'Tools overdue',
            value: tools.overdue,
            to: link('/inventory', { inspection: 'overdue' }),
            tone: 'alarm',
          },
        ],
      },
      orderGroup,
      deliveryGroup,
    ];
  }
  const { joints, droppingBelowPremium: dropping } = counts;
  const customer = identity.customer?.customer;
  const required = customer
    ? await requiredClassesOf(runtime.handle, [customer])
    : new Map<string, RequiredClass>();
  // Shown once the customer requires a class of some asset; counted like /inventory?below=required.
  const below =
    required.size > 0
      ? [
          {
            label: "Joints below their asset's required class",
            value: belowRequiredClass(
              await cachedFleetJointClasses(runtime.handle, scoped, runtime.env.jointClass),
              required,
            ).length,
            to: link('/inventory', { below: 'required' }),
            tone: 'alarm' as const,
          },
        ]
      : [];
  const rigReady = link('/inventory', { location: 'Rig_Ready' });
  return [
    {
      title: 'Rig ready',
      figures: [
        { label: 'Joints rig ready', value: joints.rigReady.total, to: rigReady },
        ...joints.rigReady.byItem.slice(0, ITEMS_SHOWN).map((item) => ({
          label: item.itemNo,
          value: item.count,
          to: link('/inventory', { location: 'Rig_Ready', item: item.itemNo }),
          ...(item.label ? { detail: item.label } : {}),
        })),
      ],
    },
    ...(singleAsset || joints.rigReady.byAsset.length < 2
      ? []
      : [
          {
            title: 'Rig ready by rig or field',
            figures: joints.rigReady.byAsset.map((asset) => ({
              label: asset.asset,
              value: asset.count,
              to: link('/inventory', { location: 'Rig_Ready', asset: asset.asset }),
            })),
          },
        ]),
    {
      title: 'In the shop',
      figures: SHOP_STAGE_COLUMNS.map((stage) => ({
        label: locationLabel(stage),
        value: joints.shop[stage],
        to: link('/inventory', { location: stage }),
      })),
    },
    orderGroup,
    {
      title: inspectionTitle,
      figures: [
        {
          label: 'Joints coming due',
          value: joints.inspection.due,
          to: link('/inventory', { inspection: 'due' }),
          tone: 'warning',
        },
        {
          label: 'Joints overdue',
          value: joints.inspection.overdue,
          to: link('/inventory', { inspection: 'overdue' }),
          tone: 'alarm',
        },
      ],
    },
    {
      title: 'Wear',
      figures: [
        {
          label: `Joints dropping below Premium in the next ${PREMIUM_HORIZON_MONTHS} months`,
          value: dropping,
          to: link('/inventory', { dropping: 'premium' }),
          tone: 'warning',
        },
        ...below,
      ],
    },
    deliveryGroup,
  ];
}
