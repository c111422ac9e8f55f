import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChooseCustomerDialog } from './choose-customer-dialog.js';

const meta = {
  title: 'Dialogs/ChooseCustomerDialog',
  component: ChooseCustomerDialog,
  args: {
    customers: ['Acme Drilling', 'Borealis Energy', 'North Sea Wells'],
    onConfirm: fn(),
    trigger: (
      <button type="button" className="rr-button">
        View as Customer
      </button>
    ),
  },
} satisfies Meta<typeof ChooseCustomerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the admin's View as Customer button. */
export const Closed: Story = {};

/** Open, nothing chosen: Confirm is disabled. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'View as Customer' }));
    await page.findByRole('dialog', { name: 'Choose Customer' });
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

/** Choosing a customer enables Confirm; confirming passes the choice and closes, focus back on the trigger. */
export const Choosing: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = page.getByRole('button', { name: 'View as Customer' });
    await userEvent.click(trigger);
    await userEvent.selectOptions(await page.findByRole('combobox', { name: 'Customer' }), 'Borealis Energy');
    await userEvent.click(page.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('Borealis Energy');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Cancel closes without choosing. */
export const Cancelling: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'View as Customer' }));
    await userEvent.click(await page.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Switching to the customer is under way. */
export const Pending: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'View as Customer' }));
    await userEvent.selectOptions(await page.findByRole('combobox', { name: 'Customer' }), 'Acme Drilling');
    await userEvent.click(page.getByRole('button', { name: 'Confirm' }));
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** A failure keeps the dialog open with the message. */
export const ServerError: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('Error: Could not fetch data'))) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'View as Customer' }));
    await userEvent.selectOptions(await page.findByRole('combobox', { name: 'Customer' }), 'Acme Drilling');
    await userEvent.click(page.getByRole('button', { name: 'Confirm' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('Error: Could not fetch data');
  },
};

/** Open from the start (controlled), for the screenshots. */
export const OpenControlled: Story = { args: { open: true, onOpenChange: fn(), trigger: undefined } };

/** The trigger (a modal shows one state at a time). */
export const AllStates: Story = {};
