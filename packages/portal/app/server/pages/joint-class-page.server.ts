import { type ClassMarking, trendWallOn, type WearPoint } from '@rigready/core';
import { requirePageUser } from '../access/require-page.server.js';
import { readClassMarking } from '../joint-class/class-marking-setting.server.js';
import { type JointClassView, jointClassView } from '../joint-class/joint-class.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { readClock } from '../runtime/read-clock.server.js';
import { pageScope } from './page-scope.server.js';

/** What the joint page shows of a joint's class: the view, the wall's projected line and today. */
export interface JointClassPage {
  view: JointClassView;
  /** The wall's trend from its first inspection to its last projected day at Class 2 (or Premium). */
  projection: WearPoint[] | null;
  /** The provider's wall thresholds, for the wall chart's limit lines. */
  thresholds: { premiumMinWall: number; class2MinWall: number };
  today: string;
  /** The provider's class marking, for the class chips. */
  marking: ClassMarking;
}

/**
 * The class part of the /joints/<serial> page: the joint of `customer` (the one the page shows) with its
 * class, or null when the caller's scope holds none.
 *
 * @example
 * const jointClass = await jointClassPage(request, history.customer, history.joint.serial);
 */
export async function jointClassPage(
  request: Request,
  customer: string,
  serial: string,
): Promise<JointClassPage | null> {
  const identity = await requirePageUser(request);
  const { env, handle } = getPortalRuntime();
  const settings = env.jointClass;
  const view = await jointClassView(handle, pageScope(identity), serial, customer, settings);
  if (!view) return null;
  const { trend, class2Until, premiumUntil } = view.projection;
  const until = class2Until ?? premiumUntil;
  return {
    view,
    projection:
      trend && until
        ? [
            { date: trend.from, value: trend.wallAtFrom },
            { date: until, value: trendWallOn(trend, until) },
          ]
        : null,
    thresholds: settings.thresholds,
    today: readClock().today,
    marking: await readClassMarking(handle),
  };
}
