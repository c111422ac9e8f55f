import { describe, expect, it } from 'vitest';
import {
  contentDisposition,
  contentTypeFor,
  safeDownloadName,
} from '../../app/server/document-store/download-name.server.js';

describe('safe download names', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\win.ini', 'win.ini'],
    ['%2e%2e%2f%2e%2e%2fsecret.pdf', 'secret.pdf'],
    ['%2e%2e', 'document'],
    ['..', 'document'],
    ['.', 'document'],
    ['', 'document'],
    ['report\u0000.pdf.exe', 'report.pdf.exe'],
    ['DT\r\nSet-Cookie: x=1.pdf', 'DTSet-Cookie_ x=1.pdf'],
    ['.hidden.pdf', 'hidden.pdf'],
    ['name. ', 'name'],
    ['a<b>c:"d"|e?f*.pdf', 'a_b_c__d__e_f_.pdf'],
    ['invoice\u202egpj.exe', 'invoicegpj.exe'],
    ['Lieferschein Ø 9001.pdf', 'Lieferschein Ø 9001.pdf'],
    ['報告書.pdf', '報告書.pdf'],
    ['100%.pdf', '100%.pdf'],
  ])('should turn %j into %j', (raw, safe) => {
    expect(safeDownloadName(raw)).toBe(safe);
  });

  it('should cut a very long name and keep its extension', () => {
    const name = safeDownloadName(`${'x'.repeat(500)}.pdf`);
    expect(name).toHaveLength(180);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('should use the given fallback when nothing is left', () => {
    expect(safeDownloadName('///', 'pdf_files.zip')).toBe('pdf_files.zip');
  });
});

describe('Content-Disposition', () => {
  it('should give an ASCII filename and the exact UTF-8 name in filename*', () => {
    expect(contentDisposition('Ørsted DT.pdf')).toBe(
      `attachment; filename="_rsted DT.pdf"; filename*=UTF-8''%C3%98rsted%20DT.pdf`,
    );
  });

  it('should never let a path, a quote or a line break into the header', () => {
    const header = contentDisposition('../"evil"\r\n.pdf', 'inline');
    expect(header.startsWith('inline; ')).toBe(true);
    expect(header).not.toMatch(/\.\.|\/|\r|\n|filename="[^"]*"[^;]*"/);
    expect(header).toBe(`inline; filename="_evil_.pdf"; filename*=UTF-8''_evil_.pdf`);
  });

  it("should percent-encode the characters RFC 5987 reserves (' ( ) *)", () => {
    expect(contentDisposition("it's (1).pdf")).toContain("filename*=UTF-8''it%27s%20%281%29.pdf");
  });
});

describe('content types', () => {
  it.each([
    ['documents/orders/40211.pdf', 'application/pdf'],
    ['REPORT.PDF', 'application/pdf'],
    ['tally.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['pdf_files.zip', 'application/zip'],
    ['photo.JPG', 'image/jpeg'],
    ['data.csv', 'text/csv; charset=utf-8'],
    ['archive.tar.gz', 'application/octet-stream'],
    ['noextension', 'application/octet-stream'],
    ['.pdf', 'application/octet-stream'],
    ['page.html', 'application/octet-stream'],
  ])('should serve %s as %s', (name, type) => {
    expect(contentTypeFor(name)).toBe(type);
  });
});
