import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog.js';

const meta = {
  title: 'Dialogs/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Delete customer',
    description: 'Delete Acme Drilling? Its users can no longer sign in.',
    confirmLabel: 'Delete',
    tone: 'danger',
    onConfirm: fn(),
    onOpenChange: fn(),
    trigger: (
      <button type="button" className="rr-button">
        Delete customer
      </button>
    ),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the trigger. The keyboard opens it, Escape closes it and focus goes back to the trigger. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = page.getByRole('button', { name: 'Delete customer' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('alertdialog', { name: 'Delete customer' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open, with the red confirming button of a deletion. */
export const Open: Story = { args: { open: true, trigger: undefined } };

/** A neutral question with the default labels. */
export const DefaultTone: Story = {
  args: {
    open: true,
    trigger: undefined,
    tone: 'default',
    title: 'Send report',
    description: 'Send the inventory report to the rig?',
    confirmLabel: undefined,
  },
};

/** Confirming calls onConfirm and closes the dialog. */
export const Confirming: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Delete customer' }));
    await userEvent.click(await page.findByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  },
};

/** While the action runs both buttons are disabled. */
export const Pending: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Delete customer' }));
    await userEvent.click(await page.findByRole('button', { name: 'Delete' }));
    await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** A failed action keeps the dialog open and shows the server's message. */
export const ServerError: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('Error: The customer could not be deleted'))) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Delete customer' }));
    await userEvent.click(await page.findByRole('button', { name: 'Delete' }));
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'Error: The customer could not be deleted',
    );
    await expect(page.getByRole('alertdialog')).toBeVisible();
  },
};

/** Every variant's trigger, for a visual check. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <ConfirmDialog {...args} />
      <ConfirmDialog
        {...args}
        tone="default"
        title="Send report"
        description="Send the inventory report?"
        trigger={
          <button type="button" className="rr-button">
            Send report
          </button>
        }
      />
    </div>
  ),
};
