import type { PipeType } from '@rigready/core';

const PIPE_TYPES: readonly PipeType[] = ['Tubular', 'BHA'];

/**
 * A stored or submitted pipe type, or null when it is neither 'Tubular' nor 'BHA'.
 *
 * @example
 * parsePipeType('BHA'); // 'BHA'
 * parsePipeType('bha'); // null
 */
export function parsePipeType(value: unknown): PipeType | null {
  return PIPE_TYPES.find((type) => type === value) ?? null;
}
