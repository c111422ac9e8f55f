import { assertBodyThresholds, type BodyThresholds, DEFAULT_BODY_THRESHOLDS } from '@rigready/core';
import { EnvError } from './env-error.server.js';

/**
 * The provider's settings for classing joints: the body's wall thresholds (API RP 7G-2: 80 % for Premium,
 * 70 % for Class 2, from core) and the tong space one recut takes per connection, in inches, where the
 * provider knows it (else a joint's recuts rest on the customer's own recorded recuts).
 */
export interface JointClassSettings {
  thresholds: BodyThresholds;
  /** Inches of tong space per recut, by connection as written in items.json (`{ "5 1/2 FH": 0.5 }`). */
  tongSpacePerRecut: Readonly<Record<string, number>>;
}

function percentage(source: Record<string, string | undefined>, name: string, fallback: number): number {
  const text = source[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value))
    throw new EnvError(`Invalid configuration: ${name} must be a percentage, e.g. 80`);
  return value;
}

function perRecut(text: string | undefined): Record<string, number> {
  if (!text?.trim()) return {};
  const example = 'e.g. {"5 1/2 FH": 0.5, "NC50": 0.75}';
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new EnvError(
      `Invalid configuration: PORTAL_TONG_SPACE_PER_RECUT must be a JSON object, ${example}`,
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new EnvError(
      `Invalid configuration: PORTAL_TONG_SPACE_PER_RECUT must be a JSON object, ${example}`,
    );
  }
  for (const [connection, inches] of Object.entries(parsed)) {
    if (typeof inches !== 'number' || !Number.isFinite(inches) || inches <= 0) {
      throw new EnvError(
        `Invalid configuration: PORTAL_TONG_SPACE_PER_RECUT "${connection}" must be a positive number of inches, got ${JSON.stringify(inches)}`,
      );
    }
  }
  return parsed as Record<string, number>;
}

/**
 * The joint-class settings from the environment: PORTAL_CLASS_PREMIUM_MIN_WALL and
 * PORTAL_CLASS_CLASS2_MIN_WALL (percent of the body wall, defaults 80 and 70) and
 * PORTAL_TONG_SPACE_PER_RECUT (a JSON object of connection → inches, default none).
 *
 * @throws EnvError naming the variable when a value cannot be used.
 * @example
 * readJointClassSettings({ PORTAL_TONG_SPACE_PER_RECUT: '{"5 1/2 FH": 0.5}' });
 * // { thresholds: { premiumMinWall: 80, class2MinWall: 70 }, tongSpacePerRecut: { '5 1/2 FH': 0.5 } }
 */
export function readJointClassSettings(source: Record<string, string | undefined>): JointClassSettings {
  const thresholds = {
    premiumMinWall: percentage(
      source,
      'PORTAL_CLASS_PREMIUM_MIN_WALL',
      DEFAULT_BODY_THRESHOLDS.premiumMinWall,
    ),
    class2MinWall: percentage(source, 'PORTAL_CLASS_CLASS2_MIN_WALL', DEFAULT_BODY_THRESHOLDS.class2MinWall),
  };
  try {
    assertBodyThresholds(thresholds);
  } catch (error) {
    throw new EnvError(
      `Invalid configuration: PORTAL_CLASS_PREMIUM_MIN_WALL / PORTAL_CLASS_CLASS2_MIN_WALL: ${(error as Error).message}`,
    );
  }
  return { thresholds, tongSpacePerRecut: perRecut(source.PORTAL_TONG_SPACE_PER_RECUT) };
}
