import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PdfViewerDialog } from './pdf-viewer-dialog.js';

const PDF_TEXT = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R',
  '/Resources << /Font << /F1 5 0 R >> >> >> endobj',
  '4 0 obj << /Length 44 >> stream',
  'BT /F1 18 Tf 40 70 Td (NTO certificate) Tj ET',
  'endstream endobj',
  '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
].join('\n');

const pdf = new Blob([PDF_TEXT], { type: 'application/pdf' });

const meta = {
  title: 'Dialogs/PdfViewerDialog',
  component: PdfViewerDialog,
  args: { open: true, onOpenChange: fn(), title: 'NTO', source: pdf, fileName: 'NTO.pdf' },
} satisfies Meta<typeof PdfViewerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A PDF from a Blob, with its download link. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'NTO' });
    const links = within(dialog).getAllByRole('link', { name: 'Download NTO.pdf' });
    await expect(links.at(-1)).toHaveAttribute('download', 'NTO.pdf');
    await expect(links.at(-1)?.getAttribute('href')).toMatch(/^blob:/);
  },
};

/** A PDF from a URL. */
export const FromUrl: Story = {
  args: { source: '/documents/iso.pdf', title: 'ISO 9001 | ISO 14001', fileName: 'ISO.pdf' },
};

/** The document is still being fetched. */
export const Loading: Story = {
  args: { source: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole('status')).toHaveTextContent(
      'Loading…',
    );
  },
};

/** The document could not be found. */
export const NotFound: Story = {
  args: { source: null, error: 'PDF does not exist' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent(
      'PDF does not exist',
    );
  },
};

function CertificatesPage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="rr-button" onClick={() => setOpen(true)}>
        JQS
      </button>
      <PdfViewerDialog open={open} onOpenChange={setOpen} title="JQS" source={pdf} />
    </>
  );
}

/** Opened from the certificates page: Escape closes it and focus returns to the button. */
export const FocusReturns: Story = {
  render: () => <CertificatesPage />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const button = page.getByRole('button', { name: 'JQS' });
    await userEvent.click(button);
    await page.findByRole('dialog', { name: 'JQS' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** The certificates page's trigger (a modal shows one state at a time). */
export const AllStates: Story = { render: () => <CertificatesPage /> };
