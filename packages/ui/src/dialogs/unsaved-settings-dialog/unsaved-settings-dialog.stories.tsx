import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UnsavedSettingsDialog } from './unsaved-settings-dialog.js';

const meta = {
  title: 'Dialogs/UnsavedSettingsDialog',
  component: UnsavedSettingsDialog,
  args: { open: true, onOpenChange: fn(), onDiscard: fn(), onSave: fn() },
} satisfies Meta<typeof UnsavedSettingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The prompt, with the spec's two choices. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('alertdialog', { name: 'Unsaved column settings' });
    await userEvent.click(page.getByRole('button', { name: "don't save" }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
    await userEvent.click(page.getByRole('button', { name: 'Save settings' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** Closed: nothing is shown. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull();
  },
};

/** Escape keeps the user on the page: the host is told to close the prompt. */
export const EscapeStays: Story = {
  play: async ({ args, canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onDiscard).not.toHaveBeenCalled();
  },
};

/** Saving: both buttons wait for the save. */
export const Pending: Story = {
  args: { onSave: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Save settings' }));
    await expect(page.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    await expect(page.getByRole('button', { name: "don't save" })).toBeDisabled();
  },
};

/** A failed save shows the server's message and keeps the prompt. */
export const ServerError: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('Error: Settings could not be saved'))) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Save settings' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('Error: Settings could not be saved');
  },
};

function Leaving() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="rr-button" onClick={() => setOpen(true)}>
        Leave inventory
      </button>
      <UnsavedSettingsDialog
        open={open}
        onOpenChange={setOpen}
        onDiscard={() => setOpen(false)}
        onSave={() => setOpen(false)}
      />
    </>
  );
}

/** Opened from a button: focus returns to it after a choice. */
export const FocusReturns: Story = {
  render: () => <Leaving />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const leave = page.getByRole('button', { name: 'Leave inventory' });
    await userEvent.click(leave);
    await userEvent.click(await page.findByRole('button', { name: "don't save" }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(leave).toHaveFocus());
  },
};

/** The states side by side: the trigger of a closed prompt. */
export const AllStates: Story = { render: () => <Leaving /> };
