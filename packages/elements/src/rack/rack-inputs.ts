import { pipeRowSchema, rackAnswerSchema, rackInfoSchema } from '@rigready/core';

/** The schemas of core that the data handed to the rack elements is checked against. */
export const RACK_INPUT_SCHEMAS = {
  rackInfo: rackInfoSchema,
  joints: rackAnswerSchema.shape.pipes,
  joint: pipeRowSchema,
  occupiedPositions: rackAnswerSchema.shape.occupiedPositions,
  colormap: rackAnswerSchema.shape.colormap,
} as const;
