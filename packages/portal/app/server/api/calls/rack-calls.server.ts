import { pipesAndRacksAnswerSchema, rackAnswerSchema, rackInfoSchema } from '@rigready/core';
import { z } from 'zod';
import { fleetJointClasses, jointKey } from '../../joint-class/fleet-classes.server.js';
import { getPortalRuntime } from '../../runtime/portal-runtime.server.js';
import { apiJson } from '../../security/api-answers.server.js';
import { rackPipes, racksWithPipes, toRackInfo } from '../../services/rack-pipes.server.js';
import { listRacks } from '../../services/racks.server.js';
import { defineApiCall } from '../api-call.server.js';

const username = z.string().optional();

/** `/getAllRacks`: the racks of the provider's yards (racks belong to the yard, not to a customer). */
export const getAllRacks = defineApiCall({
  name: 'getAllRacks',
  method: 'GET',
  access: 'signed-in',
  cacheable: true,
  route: 'racklocation',
  summary: 'The racks of the yards, with their layout.',
  params: z.object({ username, site: z.string().min(1).optional() }),
  answer: z.array(rackInfoSchema),
  handle: async ({ scoped, params }) => (await listRacks(scoped, params.site)).map(toRackInfo),
});

/** `/getPipesAndRacks`: every rack holding the caller's joints, with them and others' occupied positions. */
export const getPipesAndRacks = defineApiCall({
  name: 'getPipesAndRacks',
  method: 'GET',
  access: 'signed-in',
  cacheable: true,
  route: 'racklocation',
  summary: "Every rack holding the caller's joints; other customers' joints only as occupied positions.",
  params: z.object({ username }),
  answer: pipesAndRacksAnswerSchema,
  handle: ({ scoped }) => racksWithPipes(scoped),
});

/** `/getPipes`: one rack ('ScrapOCTG' is the Scrap OCTG rack) with the caller's joints in it. */
export const getPipes = defineApiCall({
  name: 'getPipes',
  method: 'GET',
  access: 'signed-in',
  route: 'inventory',
  summary:
    "One rack with the caller's joints (each with its class: Premium, Class 2, Reject or null), a colour per item and others' occupied positions.",
  params: z.object({
    rackname: z.string().min(1, 'a rack name, e.g. R1 or ScrapOCTG'),
    isOCTG: z.enum(['true', 'false'], 'true or false').optional(),
    username,
  }),
  answer: rackAnswerSchema,
  handle: async ({ scoped, params }) => {
    const isOCTG = params.isOCTG === undefined ? undefined : params.isOCTG === 'true';
    const rack = await rackPipes(scoped, params.rackname, isOCTG);
    if (!rack) throw apiJson({ message: `No rack named ${params.rackname}` }, 404);
    // Each joint's class at its latest inspection, for the rack grid's class colour scale.
    const classes = await fleetJointClasses(
      scoped,
      getPortalRuntime().env.jointClass,
      rack.pipes.map((pipe) => pipe.Serial_Number),
    );
    const byKey = new Map(classes.map((joint) => [jointKey(joint.customer, joint.serial), joint.class]));
    return {
      ...rack,
      pipes: rack.pipes.map((pipe) => ({
        ...pipe,
        Class: byKey.get(jointKey(pipe.Customer_Name, pipe.Serial_Number)) ?? null,
      })),
    };
  },
});
