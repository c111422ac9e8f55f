import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { documentText } from './document-text.js';

function pdfWith(text: string, subject: string): Promise<Uint8Array> {
  const doc = new PDFDocument({ info: { Subject: subject } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  doc.text(text);
  doc.end();
  return ended;
}

describe('documentText of a PDF', () => {
  it('holds its page text and its metadata', async () => {
    const text = await documentText(await pdfWith('Order 40212', 'Polar Energy'));
    expect(text).toContain('Order 40212');
    expect(text).toContain('Polar Energy');
  });

  it("leaves out the file's structure, whose numbers would match an order number by chance", async () => {
    const text = await documentText(await pdfWith('Delivery ticket', 'Polar Energy'));
    expect(text).not.toMatch(/\d{10} \d{5} [nf]/);
    expect(text).not.toContain('/ID');
    expect(text).not.toMatch(/startxref|\/Length \d/);
  });
});
