import { describe, expect, it } from 'vitest';
import { fitAxisLabels } from './fit-axis-labels.js';
import { placeValueLabels } from './place-value-labels.js';

/** Every character 6 px wide: the tests' stand-in for measured text. */
const measure = (text: string) => text.length * 6;

type Point = [number, number];

/** The four corners of a label of `width` × `height` whose baseline starts at (x, y), turned by `angle`. */
function corners(x: number, y: number, width: number, height: number, angle: number): Point[] {
  const rad = (angle * Math.PI) / 180;
  const along: Point = [Math.cos(rad), Math.sin(rad)];
  const up: Point = [Math.sin(rad), -Math.cos(rad)];
  const at = (a: number, u: number): Point => [x + along[0] * a + up[0] * u, y + along[1] * a + up[1] * u];
  return [at(0, 0), at(width, 0), at(width, height), at(0, height)];
}

/** Separating-axis test of two convex quadrilaterals; touching edges do not count as overlap. */
function intersects(a: Point[], b: Point[]): boolean {
  for (const shape of [a, b]) {
    for (let i = 0; i < shape.length; i++) {
      const [x1, y1] = shape[i] as Point;
      const [x2, y2] = shape[(i + 1) % shape.length] as Point;
      const normal: Point = [y2 - y1, x1 - x2];
      const project = (points: Point[]) => points.map(([px, py]) => px * normal[0] + py * normal[1]);
      const pa = project(a);
      const pb = project(b);
      if (Math.max(...pa) <= Math.min(...pb) + 1e-6 || Math.max(...pb) <= Math.min(...pa) + 1e-6)
        return false;
    }
  }
  return true;
}

function expectApart(boxes: Point[][]) {
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      expect(intersects(boxes[i] as Point[], boxes[j] as Point[]), `labels ${i} and ${j} overlap`).toBe(
        false,
      );
    }
  }
}

describe('intersects (the tests own overlap check)', () => {
  it('tells overlapping boxes from separate ones', () => {
    expect(intersects(corners(0, 10, 20, 10, 0), corners(10, 10, 20, 10, 0))).toBe(true);
    expect(intersects(corners(0, 10, 20, 10, 0), corners(21, 10, 20, 10, 0))).toBe(false);
    expect(intersects(corners(0, 0, 40, 10, -45), corners(5, 0, 40, 10, -45))).toBe(true);
    expect(intersects(corners(0, 0, 40, 10, -45), corners(20, 0, 40, 10, -45))).toBe(false);
  });
});

describe('fitAxisLabels', () => {
  it('keeps labels level when each fits its band with a 4 px gap', () => {
    // widths 30, 30, 36; step 40 leaves at least 4 px
    expect(
      fitAxisLabels(['85–90', '90–95', '95–100'], { step: 40, measure, lineHeight: 13, maxLength: 80 }),
    ).toEqual({
      angle: 0,
      every: 1,
      labels: [
        { text: '85–90', full: '85–90', shown: true },
        { text: '90–95', full: '90–95', shown: true },
        { text: '95–100', full: '95–100', shown: true },
      ],
      depth: 13,
    });
  });

  it('turns labels 45° when one is wider than its band, and their boxes do not meet', () => {
    const labels = ['8.0–8.5 in', '8.5–9.0 in', '9.0–9.5 in'];
    const layout = fitAxisLabels(labels, { step: 30, measure, lineHeight: 13, maxLength: 80 });
    // 30 px apart along the axis are 30 × sin 45° = 21.2 px apart across the text: more than 13
    expect(layout.angle).toBe(-45);
    expect(layout.every).toBe(1);
    expect(layout.labels.map((l) => l.text)).toEqual(labels);
    // 60 px of text: 60 × 0.7071 + 13 × 0.7071 = 51.6
    expect(layout.depth).toBeCloseTo(51.6, 1);
    // the text ends at its band's tick: x 15, 45, 75 on the axis at y 10
    expectApart(
      [15, 45, 75].map((x) =>
        corners(x - 60 * Math.cos(Math.PI / 4), 10 + 60 * Math.sin(Math.PI / 4), 60, 13, -45),
      ),
    );
  });

  it('shows every second label when even turned ones would touch', () => {
    // step 12: 12 × 0.7071 = 8.5 px across, under 13; every ceil(13 / 8.49) = 2nd label
    const layout = fitAxisLabels(['1', '2', '3', '4', '5'], {
      step: 12,
      measure: (t) => t.length * 14,
      lineHeight: 13,
      maxLength: 80,
    });
    expect(layout.angle).toBe(-45);
    expect(layout.every).toBe(2);
    expect(layout.labels.map((l) => l.shown)).toEqual([true, false, true, false, true]);
    expectApart(
      [0, 24, 48].map((x) =>
        corners(x - 14 * Math.cos(Math.PI / 4), 10 + 14 * Math.sin(Math.PI / 4), 14, 13, -45),
      ),
    );
  });

  it('cuts a label longer than the room below the axis and keeps its full text', () => {
    const layout = fitAxisLabels(['Skarvheim Exploration', 'A'], {
      step: 20,
      measure,
      lineHeight: 13,
      maxLength: 60,
    });
    // 60 px hold 10 characters: 9 and an ellipsis
    expect(layout.labels[0]).toEqual({ text: 'Skarvheim…', full: 'Skarvheim Exploration', shown: true });
    expect(layout.labels[1]).toEqual({ text: 'A', full: 'A', shown: true });
  });
});

describe('placeValueLabels', () => {
  it('writes values level above bars when each fits between its neighbours', () => {
    // centres 20, 60, 100; widths 24, 24, 30
    const placed = placeValueLabels(
      [
        { centre: 20, top: 100 },
        { centre: 60, top: 50 },
        { centre: 100, top: 10 },
      ],
      ['10%', '50%', '100%'].map(measure),
      { lineHeight: 13 },
    );
    expect(placed).toEqual({
      orientation: 'horizontal',
      headroom: 17,
      labels: [
        { x: 20, y: 96, angle: 0 },
        { x: 60, y: 46, angle: 0 },
        { x: 100, y: 6, angle: 0 },
      ],
    });
    expectApart([corners(8, 96, 24, 13, 0), corners(48, 46, 24, 13, 0), corners(85, 6, 30, 13, 0)]);
  });

  it('stands values upright when level ones would overlap (machining: 33.3% beside 100.0%)', () => {
    // centres 18 px apart; '33.3%' is 30 px and '100.0%' 36 px wide
    const bars = [
      { centre: 10, top: 120 },
      { centre: 28, top: 0 },
      { centre: 46, top: 80 },
    ];
    const widths = ['33.3%', '100.0%', '20.0%'].map(measure);
    const placed = placeValueLabels(bars, widths, { lineHeight: 13 });
    expect(placed).toEqual({
      orientation: 'vertical',
      headroom: 40,
      labels: [
        { x: 14.5, y: 116, angle: -90 },
        { x: 32.5, y: -4, angle: -90 },
        { x: 50.5, y: 76, angle: -90 },
      ],
    });
    // level, the first two would overlap: 10 ± 15 and 28 ± 18 meet
    expect(intersects(corners(-5, 116, 30, 13, 0), corners(10, -4, 36, 13, 0))).toBe(false);
    expect(intersects(corners(-5, 116, 30, 13, 0), corners(10, 116, 36, 13, 0))).toBe(true);
    expectApart([
      corners(14.5, 116, 30, 13, -90),
      corners(32.5, -4, 36, 13, -90),
      corners(50.5, 76, 30, 13, -90),
    ]);
  });

  it('leaves the values to the data table when even upright ones would touch', () => {
    const placed = placeValueLabels(
      [
        { centre: 10, top: 50 },
        { centre: 20, top: 50 },
      ],
      [30, 30],
      { lineHeight: 13 },
    );
    expect(placed).toEqual({ orientation: 'hidden', headroom: 0, labels: [] });
  });
});
