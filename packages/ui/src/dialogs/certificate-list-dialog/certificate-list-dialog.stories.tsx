import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CertificateListDialog } from './certificate-list-dialog.js';

const row = {
  Item_No: '550DP.12',
  action: 'Certificate',
  PDF: 'documents/certificates/550DP.12-1.pdf',
  Date1: '2024-03-01',
  PDF2: 'documents/certificates/550DP.12-2.pdf',
  Date2: '2024-09-14',
  PDF3: null,
  Date3: null,
  PDF4: null,
  Date4: null,
  PDF5: 'documents/certificates/550DP.12-5.pdf',
  Date5: null,
};

const meta = {
  title: 'Dialogs/CertificateListDialog',
  component: CertificateListDialog,
  args: { row, onOpenCertificate: fn() },
} satisfies Meta<typeof CertificateListDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The PDF button opens the list; a certificate opens; Escape returns focus to the button. */
export const Closed: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const button = page.getByRole('button', { name: 'PDF certificates of 550DP.12' });
    await userEvent.click(button);
    const dialog = await page.findByRole('dialog', { name: 'Certificates of 550DP.12' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open certificate 2 of 14.09.2024' }));
    await expect(args.onOpenCertificate).toHaveBeenCalledWith({
      index: 2,
      file: 'documents/certificates/550DP.12-2.pdf',
      date: '14.09.2024',
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Opened: PDF, PDF2 and PDF5 with their dates. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'PDF certificates of 550DP.12' }));
    await expect(await page.findByText('· 01.03.2024')).toBeVisible();
  },
};

/** 'No Certificate': the PDF button is disabled. */
export const NoCertificate: Story = {
  args: {
    row: {
      Item_No: '550DP.14',
      action: 'No Certificate',
      PDF: null,
      PDF2: null,
      PDF3: null,
      PDF4: null,
      PDF5: null,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'PDF certificates of 550DP.14' }),
    ).toBeDisabled();
  },
};

/** A certificate link that cannot be fetched shows the message in the dialog. */
export const OpenError: Story = {
  args: {
    onOpenCertificate: fn(() =>
      Promise.reject(new Error('Error: The requested document was not found. Please try again later...')),
    ),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'PDF certificates of 550DP.12' }));
    await userEvent.click(await page.findByRole('button', { name: 'Open certificate 1 of 01.03.2024' }));
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'Error: The requested document was not found.',
    );
  },
};

/**
 * Controlled, opened by the host's own control (an inventory table cell): no PDF button, and each
 * certificate is a link that opens in a new tab.
 */
export const ControlledWithLinks: Story = {
  args: {
    open: true,
    onOpenChange: fn(),
    onOpenCertificate: undefined,
    certificateHref: ({ file }) => `/${file}`,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Certificates of 550DP.12' });
    await expect(within(dialog).getAllByRole('link', { name: 'Open' })).toHaveLength(3);
    await expect(within(dialog).getAllByRole('link', { name: 'Open' })[0]).toHaveAttribute(
      'href',
      '/documents/certificates/550DP.12-1.pdf',
    );
    await expect(page.queryByRole('button', { name: 'PDF certificates of 550DP.12' })).toBeNull();
  },
};

/** Both buttons: with certificates and with 'No Certificate'. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <CertificateListDialog {...args} />
      <CertificateListDialog {...args} row={{ Item_No: '550DP.14', action: 'No Certificate' }} />
    </div>
  ),
};
