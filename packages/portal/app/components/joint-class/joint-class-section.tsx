import { formatDate } from '@rigready/core';
import { ClassChip, WearChart, type WearChartLimit } from '@rigready/ui';
import type { JointClassPage } from '../../server/pages/joint-class-page.server.js';
import './joint-class.css';

const PREMIUM = 'var(--rr-color-success)';
const CLASS_2 = 'var(--rr-color-warning)';
const MINIMUM = 'var(--rr-color-danger)';

function projectionText({ view }: JointClassPage): string {
  const { premiumUntil, class2Until, wallRatePerYear, premium } = view.projection;
  if (wallRatePerYear === null) return 'No wall trend: it takes two inspections with a wall figure.';
  const rate = `${Math.abs(wallRatePerYear).toFixed(2)} % a year`;
  if (wallRatePerYear >= 0) return `The wall is not falling (rising ${rate}).`;
  const parts = [
    premium === 'below'
      ? 'already below Premium'
      : premiumUntil
        ? `Premium until ${formatDate(premiumUntil)}`
        : null,
    class2Until ? `Class 2 until ${formatDate(class2Until)}` : null,
  ].filter(Boolean);
  return `The wall is falling ${rate}: ${parts.join(', ')}.`;
}

/**
 * A joint's class on its page: the class as a chip with its bands and reasons, the body and tool joint
 * classes, the wall's projection, the recuts left on each end with their basis, and the wall, box OD and
 * tong space over time against their limits.
 *
 * @example
 * {loaderData.jointClass ? <JointClassSection page={loaderData.jointClass} /> : null}
 */
export function JointClassSection({ page }: { page: JointClassPage }) {
  const { view, thresholds, today, marking } = page;
  const { limits, wear } = view;
  const wallLimits: WearChartLimit[] = [
    { label: 'Premium', value: thresholds.premiumMinWall, colour: PREMIUM },
    { label: 'Class 2', value: thresholds.class2MinWall, colour: CLASS_2 },
  ];
  const odLimits: WearChartLimit[] = limits
    ? [
        { label: 'Premium', value: limits.TJ_OD_Premium_Min, colour: PREMIUM },
        { label: 'Class 2', value: limits.TJ_OD_Class2_Min, colour: CLASS_2 },
      ]
    : [];
  const tongLimits: WearChartLimit[] = limits
    ? [
        { label: 'Pin minimum', value: limits.TS_Pin_Min, colour: MINIMUM },
        { label: 'Box minimum', value: limits.TS_Box_Min, colour: MINIMUM },
      ]
    : [];
  return (
    <section className="rr-joint-class" aria-labelledby="joint-class-title">
      <h2 id="joint-class-title">Class</h2>
      <ClassChip jointClass={view.class.overall} reasons={view.class.reasons} marking={marking} />
      <div className="rr-joint-class__parts">
        {/* The chips say their label to screen readers; the visible label is for the eye only. */}
        <span>
          <span aria-hidden="true">Body </span>
          <ClassChip label="Body" jointClass={view.class.body} marking={marking} reasonsDisplay="none" />
        </span>
        <span>
          <span aria-hidden="true">Tool joint </span>
          <ClassChip
            label="Tool joint"
            jointClass={view.class.toolJoint}
            marking={marking}
            notClassedText={limits ? 'Not classed' : 'No limits'}
            reasonsDisplay="none"
          />
        </span>
      </div>
      <p className="rr-joint-class__projection">{projectionText(page)}</p>
      <h3>Recuts left</h3>
      <dl className="rr-joint-class__recuts">
        <div>
          <dt>Pin</dt>
          <dd>{view.recutsLeft.pin.text}</dd>
        </div>
        <div>
          <dt>Box</dt>
          <dd>{view.recutsLeft.box.text}</dd>
        </div>
      </dl>
      <div className="rr-joint-class__charts">
        <WearChart
          title="Remaining wall"
          unit="%"
          series={[{ name: 'Wall', points: wear.wall }]}
          limits={wallLimits}
          projection={page.projection}
          today={today}
          emptyText="No wall figure yet"
        />
        <WearChart
          title="Box OD"
          unit="in"
          series={[{ name: 'Box OD', points: wear.odBox }]}
          limits={odLimits}
          today={today}
          emptyText="No box OD figure yet"
        />
        <WearChart
          title="Tong space"
          unit="in"
          series={[
            { name: 'Pin', points: wear.tsPin },
            { name: 'Box', points: wear.tsBox },
          ]}
          limits={tongLimits}
          today={today}
          emptyText="No tong space figure yet"
        />
      </div>
    </section>
  );
}
