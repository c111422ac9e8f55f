import { Readable } from 'node:stream';
import { z } from 'zod';
import { writeAudit } from '../../audit/audit-log.server.js';
import { recordDocumentAccess, signedInReader } from '../../document-access/record-document-access.server.js';
import { fileAnswer } from '../../documents/serve/document-answers.server.js';
import { getPortalRuntime } from '../../runtime/portal-runtime.server.js';
import { type DataDownloadEquipment, equipmentDataJson } from '../../services/equipment-data.server.js';
import { defineApiCall } from '../api-call.server.js';

async function* utf8(text: AsyncIterable<string>): AsyncGenerator<Uint8Array> {
  for await (const chunk of text) yield Buffer.from(chunk, 'utf8');
}

function dataDownload(q: DataDownloadEquipment) {
  return defineApiCall({
    name: `${q}json`,
    method: 'GET',
    access: 'signed-in',
    route: 'data-download',
    summary: `The caller's ${q} inspection records as a JSON download (${q}_oimr.json).`,
    params: z.object({ username: z.string().optional() }),
    answer: z.array(z.record(z.string(), z.unknown())),
    handle: async ({ scoped, identity, request, address }) => {
      const { handle, now } = getPortalRuntime();
      await recordDocumentAccess(
        handle,
        signedInReader(identity, request, address, 'download'),
        [{ kind: 'data', reference: q, fileName: `${q}_oimr.json` }],
        now(),
      );
      await writeAudit(
        handle,
        {
          action: 'export.data',
          actorUserId: identity.user.id,
          customer: identity.actor.actingCustomer ?? identity.actor.customer,
          details: { file: `${q}_oimr.json` },
        },
        now(),
      );
      return fileAnswer(
        `${q}_oimr.json`,
        Readable.from(utf8(equipmentDataJson(scoped, q)), { objectMode: false }),
        'application/json',
      );
    },
  });
}

/** `/dpjson`: the caller's drill pipe inspection records, streamed as dp_oimr.json. */
export const dpjson = dataDownload('dp');
/** `/dcjson`: the caller's drill collar inspection records, streamed as dc_oimr.json. */
export const dcjson = dataDownload('dc');
/** `/hwjson`: the caller's heavy weight inspection records, streamed as hw_oimr.json. */
export const hwjson = dataDownload('hw');
