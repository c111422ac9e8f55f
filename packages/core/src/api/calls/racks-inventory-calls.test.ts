import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryReportView } from '../schemas/inventory-report-view.js';
import { createRecordingHost, startFakeServer, url } from '../test-support/fake-host.js';
import { pipeRow } from '../test-support/fixtures.js';
import { wireRackName } from './racks-inventory-calls.js';

const server = startFakeServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const rack = (rackname: string | null) => ({
  rackinfo: { Site: 'Base A', Rack_ID: rackname ?? 'R12', Maxrowcount: 20 },
  pipes: [pipeRow()],
  colormap: { '550DP.12': { color: '#1976d2', iteminfo: '5 1/2" 21.9# S-135' } },
  number_of_items: 1,
});

describe('wireRackName', () => {
  it("should send the rack 'Scrap OCTG' as 'ScrapOCTG' and leave other names alone", () => {
    expect(wireRackName('Scrap OCTG')).toBe('ScrapOCTG');
    expect(wireRackName('Scrap')).toBe('Scrap');
    expect(wireRackName('scrap octg')).toBe('scrap octg');
    expect(wireRackName('R12')).toBe('R12');
  });
});

describe('getPipes', () => {
  it("should ask for 'ScrapOCTG' when the user opens the Scrap OCTG rack, with isOCTG", async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get(url('/getPipes'), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json(rack(query.get('rackname')));
      }),
    );
    const { api } = createRecordingHost();
    const answer = await api.getPipes({ rackname: 'Scrap OCTG', isOCTG: true });
    expect(query?.get('rackname')).toBe('ScrapOCTG');
    expect(query?.get('isOCTG')).toBe('true');
    expect(answer.occupiedPositions).toEqual([]);
    expect(answer.colormap['550DP.12']?.color).toBe('#1976d2');
  });

  it('should leave isOCTG out when not given', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get(url('/getPipes'), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json(rack('R12'));
      }),
    );
    const { api } = createRecordingHost();
    await api.getPipes({ rackname: 'R12' });
    expect(query?.has('isOCTG')).toBe(false);
  });

  it('should reject a rack with Maxrowcount 0, naming the field', async () => {
    server.use(
      http.get(url('/getPipes'), () =>
        HttpResponse.json({ ...rack('R12'), rackinfo: { Rack_ID: 'R12', Maxrowcount: 0 } }),
      ),
    );
    const { api } = createRecordingHost();
    await expect(api.getPipes({ rackname: 'R12' })).rejects.toMatchObject({
      code: 'schema',
      call: 'getPipes',
      path: 'rackinfo.Maxrowcount',
    });
  });
});

describe('getInventoryBHA', () => {
  it('should accept slots 1A to 54H and refuse a slot outside the grid', async () => {
    const tool = { Serial_No: 'JAR-77', Rack: 'B1', Slot: '54H' };
    server.use(
      http.get(url('/getInventoryBHA'), ({ request }) =>
        HttpResponse.json({
          data: [tool],
          racks: {
            B1:
              new URL(request.url).searchParams.get('username') === 'bad'
                ? { '55A': [tool] }
                : { '1A': [], '54H': [tool] },
          },
        }),
      ),
    );
    const { api } = createRecordingHost();
    const answer = await api.getInventoryBHA({ username: 'Acme Drilling' });
    expect(answer.racks.B1?.['54H']).toHaveLength(1);
    await expect(api.getInventoryBHA({ username: 'bad' })).rejects.toMatchObject({
      code: 'schema',
      path: 'racks.B1.55A',
    });
  });
});

describe('getInventoryPDF', () => {
  async function sentQuery(view?: InventoryReportView) {
    let query: URLSearchParams | undefined;
    server.use(
      http.get(url('/getInventoryPDF'), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ pdflink: '/api/documents/abc' });
      }),
    );
    const { api } = createRecordingHost();
    await api.getInventoryPDF({ username: 'Northwind Drilling', asset: 'Rig A', ...(view ? { view } : {}) });
    return query;
  }

  it("should send the screen's view as one JSON parameter", async () => {
    const query = await sentQuery({
      site: 'Stavanger',
      query: 'nc50',
      filters: { Equipment: ['Drill Pipe'] },
      sorting: [{ id: 'Item_No', desc: false }],
      columns: ['Item_No', 'Site'],
    });
    expect(query?.get('asset')).toBe('Rig A');
    expect(query?.get('view')).toBe(
      '{"site":"Stavanger","query":"nc50","filters":{"Equipment":["Drill Pipe"]},"sorting":[{"id":"Item_No","desc":false}],"columns":["Item_No","Site"]}',
    );
  });

  it('should leave the view out when not given', async () => {
    expect((await sentQuery())?.has('view')).toBe(false);
  });
});
