import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCALE_FLEET, scaleFleet } from './fleet.js';

/** One fleet of the scale benchmark: its data set's folder and its PostgreSQL schema. */
export interface ScaleFleet {
  name: 'today' | 'ten times';
  /** Joints of each customer; the first is the largest, whose user the benchmark signs in as. */
  fleet: number[];
  /** Holds the data set's files (data/) and its documents (documents/). */
  dir: string;
  dataFolder: string;
  schema: string;
}

/** Both fleets, today's first (the peer of every ratio), and where PostgreSQL is. */
export interface ScaleSettings {
  fleets: [today: ScaleFleet, tenTimes: ScaleFleet];
  referenceDate: string;
  databaseUrl: string;
}

const whole = (name: string, fallback: number) => {
  const text = process.env[name];
  const value = text === undefined ? fallback : Number(text);
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a positive integer, got ${text}`);
  }
  return value;
};

function fleetAt(name: ScaleFleet['name'], fleet: number[], root: string, schema: string): ScaleFleet {
  const dir = join(root, schema);
  return { name, fleet, dir, dataFolder: join(dir, 'data'), schema };
}

/**
 * The settings from BENCH_SCALE_* and BENCH_DATABASE_URL: today's fleet (5 customers of 40,000, as the
 * load benchmark; BENCH_SCALE_TODAY_PER_CUSTOMER) and ten times it ({@link SCALE_FLEET} by default), each in a schema of its own whose name
 * starts with BENCH_SCALE_SCHEMA.
 *
 * @example
 * scaleSettings().fleets[1].schema; // 'rigready_scale'
 */
export function scaleSettings(): ScaleSettings {
  const schema = process.env.BENCH_SCALE_SCHEMA ?? 'rigready_scale';
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) {
    throw new RangeError(`BENCH_SCALE_SCHEMA must be a lower-case SQL name, got ${schema}`);
  }
  const root = process.env.BENCH_SCALE_DIR ?? join(tmpdir(), 'rigready-scale');
  const tenTimes = scaleFleet(
    whole('BENCH_SCALE_JOINTS', SCALE_FLEET.joints),
    whole('BENCH_SCALE_CUSTOMERS', SCALE_FLEET.customers),
    whole('BENCH_SCALE_LARGEST', SCALE_FLEET.largest),
  );
  return {
    fleets: [
      fleetAt(
        'today',
        Array.from({ length: 5 }, () => whole('BENCH_SCALE_TODAY_PER_CUSTOMER', 40_000)),
        root,
        `${schema}_today`,
      ),
      fleetAt('ten times', tenTimes, root, schema),
    ],
    referenceDate: '2026-11-20',
    databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  };
}
