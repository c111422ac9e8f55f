import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DeliveryTicketPdfMenu } from './delivery-ticket-pdf-menu.js';

const meta = {
  title: 'Dialogs/DeliveryTicketPdfMenu',
  component: DeliveryTicketPdfMenu,
  args: { dtNo: 'DT-2291', onDeliveryTicket: fn(), onAttachment: fn(), onExcel: fn(), onWiresling: fn() },
} satisfies Meta<typeof DeliveryTicketPdfMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the PDF button. */
export const Closed: Story = {};

/** Keyboard: Enter opens, arrows move, Enter chooses, focus returns to the button. */
export const KeyboardChoice: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const button = page.getByRole('button', { name: 'PDF documents of delivery ticket DT-2291' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onAttachment).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Open, showing every document. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'PDF documents of delivery ticket DT-2291' }));
    await expect(await page.findByRole('menuitem', { name: 'Delivery ticket (PDF)' })).toBeVisible();
  },
};

/** Only the documents with a handler are offered. */
export const TicketOnly: Story = {
  args: { onAttachment: undefined, onExcel: undefined, onWiresling: undefined },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'PDF documents of delivery ticket DT-2291' }));
    const items = await page.findAllByRole('menuitem');
    await expect(items).toHaveLength(1);
    await userEvent.click(items[0] as HTMLElement);
    await expect(args.onDeliveryTicket).toHaveBeenCalledTimes(1);
  },
};

/** While a document is fetched the button is disabled. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'PDF documents of delivery ticket DT-2291' }),
    ).toBeDisabled();
  },
};

/** Idle and busy buttons side by side. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <DeliveryTicketPdfMenu {...args} />
      <DeliveryTicketPdfMenu {...args} dtNo="DT-2292" busy />
    </div>
  ),
};
