import type { InspectionDueBounds, MonthSpan } from '@rigready/core';
import { GenerationMemo } from '../db/generation-memo.server.js';
import { cachedFleetJointClasses } from '../joint-class/cached-fleet-classes.server.js';
import { droppingBelowPremium } from '../joint-class/dropping-below-premium.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import type { ScopedDb } from '../scoping/scoped-db.server.js';
import {
  type DeliveryFigure,
  type JointFigures,
  jointFigures,
  latestDeliveries,
  orderFigures,
  toolInspectionFigures,
} from '../services/home-figures.server.js';

/** The counts behind the home page's figures, for one scope, pipe type and day. */
export type HomeCounts = {
  orders: { inProgress: number; completedThisMonth: number | null };
  deliveries: DeliveryFigure[];
} & (
  | { pipeType: 'BHA'; tools: { due: number; overdue: number } }
  | { pipeType: 'Tubular'; joints: JointFigures; droppingBelowPremium: number }
);

/** What the home page asks for: the scope, the session's pipe type and asset choice, and the days. */
export interface HomeCountsRequest {
  scoped: ScopedDb;
  pipeType: 'Tubular' | 'BHA';
  singleAsset: boolean;
  /** The provider's calendar day (PORTAL_TIME_ZONE), its month and its inspection bounds. */
  today: string;
  month: MonthSpan;
  bounds: InspectionDueBounds;
  deliveriesShown: number;
}

// A handful of numbers, five deliveries and a few dozen items and assets.
const ENTRY_BYTES = 8 * 1024;
const kept = new GenerationMemo<HomeCounts>(4 * 1024 * 1024, () => ENTRY_BYTES);

/**
 * The home page's counts, kept until the data generation moves: on a 40,000-joint fleet they take tens
 * of milliseconds of queries and a pass over every joint's class, on every visit. Kept by the scope's
 * rules, pipe type, asset choice, day and class settings, so two customers, two asset scopes or two days
 * never share an entry.
 *
 * @example
 * const counts = await homeCounts({ scoped, pipeType: 'Tubular', singleAsset: false, today, month, bounds, deliveriesShown: 5 });
 * if (counts.pipeType === 'Tubular') counts.joints.rigReady.total; // 1240
 */
export function homeCounts(request: HomeCountsRequest): Promise<HomeCounts> {
  const runtime = getPortalRuntime();
  const { scoped, pipeType, singleAsset, today, month, bounds, deliveriesShown } = request;
  const settings = runtime.env.jointClass;
  const key = JSON.stringify({
    rules: scoped.rules,
    ...{ pipeType, singleAsset, today, month, bounds, deliveriesShown, settings },
  });
  return kept.value(runtime.handle, key, async () => {
    const orders = await orderFigures(scoped, pipeType, month, { singleAsset });
    const deliveries = await latestDeliveries(scoped, pipeType, deliveriesShown);
    if (pipeType === 'BHA') {
      const tools = await toolInspectionFigures(scoped, bounds);
      return { pipeType, orders, deliveries, tools };
    }
    const joints = await jointFigures(scoped, bounds);
    const classes = await cachedFleetJointClasses(runtime.handle, scoped, settings);
    const dropping = droppingBelowPremium(classes, today).length;
    return { pipeType, orders, deliveries, joints, droppingBelowPremium: dropping };
  });
}
