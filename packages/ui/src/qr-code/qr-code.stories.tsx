import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './qr-code.js';

const SERIAL_LINK = 'https://portal.rigready.test/keystone?customer=Acme%20Drilling&serialnr=BHA-10042';

const meta = {
  title: 'Feedback/QrCode',
  component: QrCode,
  args: { value: SERIAL_LINK, title: 'Serial history of BHA-10042' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SerialHistoryLink: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Serial history of BHA-10042' });
    await expect(image).toHaveAccessibleDescription(SERIAL_LINK);
    // 81 bytes: version 5 (37 modules) plus a quiet zone of 4 on each side.
    await expect(image.getAttribute('viewBox')).toBe('0 0 45 45');
  },
};

export const UploadCode: Story = {
  args: {
    value: 'https://portal.rigready.test/mobile-upload?code=K7QM-4TXP-9JRA',
    title: 'Upload code for order 4711',
    description: 'Scan with a phone camera to upload photos and PDFs for order 4711',
    size: 240,
  },
};

export const AllSizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-end', flexWrap: 'wrap' }}>
      <QrCode value="A" title="Smallest code (version 1)" size={96} />
      <QrCode value={SERIAL_LINK} title="Serial history link (version 5)" size={160} />
      <QrCode value={`${SERIAL_LINK}&${'x'.repeat(120)}`} title="Largest code (version 10)" size={240} />
    </div>
  ),
};
