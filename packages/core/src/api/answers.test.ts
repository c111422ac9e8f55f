import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_NOT_FOUND_MESSAGE } from './errors.js';
import { createRecordingHost, rejectionOf, startFakeServer, url } from './test-support/fake-host.js';

const server = startFakeServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const zip = (bytes = [0x50, 0x4b, 0x03, 0x04]) =>
  new HttpResponse(new Uint8Array(bytes), { headers: { 'Content-Type': 'application/zip' } });

describe('document answers', () => {
  it('should hand a pdflink to the host as a pdf and resolve with it', async () => {
    let orderno: string | null = null;
    server.use(
      http.get(url('/getOrderPDF'), ({ request }) => {
        orderno = new URL(request.url).searchParams.get('orderno');
        return HttpResponse.json({ pdflink: '/api/documents/orders/40211.pdf' });
      }),
    );
    const { api, events } = createRecordingHost();
    expect(await api.getOrderPDF({ orderno: 40211 })).toBe('/api/documents/orders/40211.pdf');
    expect(orderno).toBe('40211');
    expect(events.opened).toEqual([['/api/documents/orders/40211.pdf', 'pdf']]);
  });

  it('should hand an excellink to the host as excel', async () => {
    server.use(
      http.get(url('/getMachExcelHW'), () => HttpResponse.json({ excellink: '/api/documents/m.xlsx' })),
    );
    const { api, events } = createRecordingHost();
    await api.getMachExcelHW({ orderno: '40211' });
    expect(events.opened).toEqual([['/api/documents/m.xlsx', 'excel']]);
  });

  it.each([[''], ['   '], [null]])(
    'should reject an empty link (%j) with the spec message, open nothing and clear the flags',
    async (pdflink) => {
      server.use(http.get(url('/getdpPDF'), () => HttpResponse.json({ pdflink })));
      const { api, events } = createRecordingHost();
      const error = await rejectionOf(api.getdpPDF({ orderno: '40211' }));
      expect(error.code).toBe('document-missing');
      expect(error.message).toBe(DOCUMENT_NOT_FOUND_MESSAGE);
      expect(DOCUMENT_NOT_FOUND_MESSAGE).toBe(
        'Error: The requested document was not found. Please try again later...',
      );
      expect(events.opened).toEqual([]);
      expect(events.loading.at(-1)?.[1]).toBe(false);
    },
  );

  it('should reject an answer without a link field as a schema error', async () => {
    server.use(http.get(url('/getPreinvPDF'), () => HttpResponse.json({ link: '/x.pdf' })));
    const { api } = createRecordingHost();
    await expect(api.getPreinvPDF({ orderno: '1' })).rejects.toMatchObject({
      code: 'schema',
      path: 'pdflink',
    });
  });

  it('should send the whole BHA parameter set to /getPDF and leave out the missing ones', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get(url('/getPDF'), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ pdflink: '/r.pdf' });
      }),
    );
    const { api } = createRecordingHost();
    await api.getPDF({
      type: 'Dimentional_OLD',
      id_name: 'JAR-77',
      pdf_location: 'bha/88.pdf',
      report_id: 'R-88',
    });
    expect(Object.fromEntries(query ?? [])).toEqual({
      type: 'Dimentional_OLD',
      id_name: 'JAR-77',
      pdf_location: 'bha/88.pdf',
      report_id: 'R-88',
    });
  });
});

describe('delivery PDF', () => {
  it('should open the generated PDF when generation works', async () => {
    server.use(
      http.get(url('/generateDeliveryPDF'), () => HttpResponse.json({ pdflink: '/dt/9001-new.pdf' })),
    );
    const { api, events } = createRecordingHost();
    await api.generateDeliveryPDF({ id_no: 9001 });
    expect(events.opened).toEqual([['/dt/9001-new.pdf', 'pdf']]);
  });

  it.each([
    ['fails with HTTP 500', () => HttpResponse.json({}, { status: 500 })],
    ['answers 404', () => new HttpResponse(null, { status: 404 })],
    ['gives an empty link', () => HttpResponse.json({ pdflink: '' })],
  ])('should fall back to /getDeliveryPDF when generation %s', async (_case, generate) => {
    let fallbackId: string | null = null;
    server.use(
      http.get(url('/generateDeliveryPDF'), generate),
      http.get(url('/getDeliveryPDF'), ({ request }) => {
        fallbackId = new URL(request.url).searchParams.get('id_no');
        return HttpResponse.json({ pdflink: '/dt/9001.pdf' });
      }),
    );
    const { api, events } = createRecordingHost();
    expect(await api.generateDeliveryPDF({ id_no: 9001 })).toBe('/dt/9001.pdf');
    expect(fallbackId).toBe('9001');
    expect(events.opened).toEqual([['/dt/9001.pdf', 'pdf']]);
    expect(events.notFound).toEqual([]);
  });

  it('should report the fallback failing', async () => {
    server.use(
      http.get(url('/generateDeliveryPDF'), () => HttpResponse.json({}, { status: 500 })),
      http.get(url('/getDeliveryPDF'), () => new HttpResponse(null, { status: 404 })),
    );
    const { api, events } = createRecordingHost();
    const error = await rejectionOf(api.generateDeliveryPDF({ id_no: 9001 }));
    expect([error.code, error.call]).toEqual(['not-found', 'getDeliveryPDF']);
    expect(events.notFound).toHaveLength(1);
  });

  it('should not fall back when the user is signed out', async () => {
    server.use(
      http.get(url('/generateDeliveryPDF'), () => HttpResponse.json({ status: 'FAIL' }, { status: 401 })),
    );
    const { api, events } = createRecordingHost();
    expect((await rejectionOf(api.generateDeliveryPDF({ id_no: 9001 }))).code).toBe('auth');
    expect(events.signOuts).toHaveLength(1);
  });
});

describe('multi-downloads', () => {
  it("should save the tubular zip as 'pdf_files.zip' and send the selection as a JSON list", async () => {
    let selected: string | null = null;
    server.use(
      http.get(url('/getPDFmultiple'), ({ request }) => {
        selected = new URL(request.url).searchParams.get('selected');
        return zip();
      }),
    );
    const { api, events } = createRecordingHost();
    await api.getPDFmultiple({ selected: ['40211', 40388] });
    expect(selected).toBe('["40211",40388]');
    expect(events.saved.map((s) => s.fileName)).toEqual(['pdf_files.zip']);
    expect(events.saved[0]?.blob.size).toBe(4);
  });

  it("should save the BHA zip as 'rigready_bha_reports.zip'", async () => {
    server.use(http.get(url('/getPDFmultipleBHA'), () => zip()));
    const { api, events } = createRecordingHost();
    await api.getPDFmultipleBHA({ selected: [{ type: 'Multi', report_id: 'R-88' }] });
    expect(events.saved.map((s) => s.fileName)).toEqual(['rigready_bha_reports.zip']);
  });

  it('should refuse an empty selection before sending anything', async () => {
    const { api } = createRecordingHost();
    expect((await rejectionOf(api.getPDFmultiple({ selected: [] }))).code).toBe('bad-input');
  });

  it('should reject an answer that is not a zip, saving nothing', async () => {
    server.use(http.get(url('/getPDFmultiple'), () => HttpResponse.json({ error: 'no files' })));
    const { api, events } = createRecordingHost();
    const error = await rejectionOf(api.getPDFmultiple({ selected: ['40211'] }));
    expect([error.code, error.path]).toEqual(['schema', '(content-type)']);
    expect(events.saved).toEqual([]);
    expect(events.loading.at(-1)?.[1]).toBe(false);
  });

  it('should reject an empty archive as a missing document', async () => {
    server.use(http.get(url('/getPDFmultiple'), () => zip([])));
    const { api } = createRecordingHost();
    expect((await rejectionOf(api.getPDFmultiple({ selected: ['40211'] }))).code).toBe('document-missing');
  });
});

describe('data download', () => {
  it.each([
    ['dpjson', 'dp_oimr.json'],
    ['dcjson', 'dc_oimr.json'],
    ['hwjson', 'hw_oimr.json'],
  ] as const)('%s should save the JSON list as %s', async (call, fileName) => {
    server.use(http.get(url(`/${call}`), () => HttpResponse.json([{ Order_No: 40211 }])));
    const { api, events } = createRecordingHost();
    await api[call]();
    expect(events.saved.map((s) => s.fileName)).toEqual([fileName]);
    expect(JSON.parse(await (events.saved[0]?.blob.text() ?? ''))).toEqual([{ Order_No: 40211 }]);
    expect(events.saved[0]?.blob.type).toBe('application/json');
  });

  it('should save nothing when the answer is not a list of records', async () => {
    server.use(http.get(url('/dpjson'), () => HttpResponse.json({ rows: [] })));
    const { api, events } = createRecordingHost();
    expect((await rejectionOf(api.dpjson())).code).toBe('schema');
    expect(events.saved).toEqual([]);
  });
});
