import { portalChangePasswordSchema } from '@rigready/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChangePasswordDialog } from './change-password-dialog.js';

const meta = {
  title: 'Forms/ChangePasswordDialog',
  component: ChangePasswordDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn(async () => {}) },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(
  page: ReturnType<typeof within>,
  oldPassword: string,
  newPassword: string,
  confirm: string,
) {
  if (oldPassword) await userEvent.type(await page.findByLabelText('Old password'), oldPassword);
  if (newPassword) await userEvent.type(page.getByLabelText('New password'), newPassword);
  if (confirm) await userEvent.type(page.getByLabelText('Confirm new password'), confirm);
  await userEvent.tab();
}

/** Open and empty: Confirm is disabled. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('dialog', { name: 'Change password' });
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

/** A host's stricter rule (core's `portalChangePasswordSchema`): 7 characters are refused in the form. */
export const StricterRule: Story = {
  args: { schema: portalChangePasswordSchema },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await fill(page, 'secret1', 'kx7-m2q', 'kx7-m2q');
    await expect(await page.findByText('New password must be minimum 8 characters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.type(page.getByLabelText('New password'), 'z');
    await userEvent.type(page.getByLabelText('Confirm new password'), 'z');
    await waitFor(() => expect(page.getByRole('button', { name: 'Confirm' })).toBeEnabled());
  },
};

/** Each of the spec's messages, and Confirm enabled only once all is valid and the two new passwords agree. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const oldField = await page.findByLabelText('Old password');
    await userEvent.click(oldField);
    await userEvent.tab();
    await expect(await page.findByText('This field is required')).toBeVisible();
    await userEvent.type(oldField, 'secret1');
    const newField = page.getByLabelText('New password');
    await userEvent.type(newField, 'abc');
    await userEvent.tab();
    await expect(await page.findByText('New password must be minimum 6 characters')).toBeVisible();
    await userEvent.clear(newField);
    await userEvent.type(newField, 'secret1');
    await expect(await page.findByText('New password cannot be same as old password')).toBeVisible();
    await userEvent.clear(newField);
    await userEvent.type(newField, 'secret22');
    const confirm = page.getByLabelText('Confirm new password');
    await userEvent.type(confirm, 'secret2');
    await userEvent.tab();
    await expect(await page.findByText('New passwords do not match')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.type(confirm, '2');
    await waitFor(() => expect(page.queryByText('New passwords do not match')).toBeNull());
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  },
};

/** A valid change is submitted and the dialog closes. */
export const Success: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await fill(page, 'secret1', 'secret22', 'secret22');
    await userEvent.click(page.getByRole('button', { name: 'Confirm' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      oldPassword: 'secret1',
      newPassword: 'secret22',
      confirmPassword: 'secret22',
    });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The change is under way. */
export const Pending: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await fill(page, 'secret1', 'secret22', 'secret22');
    await userEvent.click(page.getByRole('button', { name: 'Confirm' }));
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

/** A wrong old password: the spec's message from the host. */
export const ServerError: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('Error: Check your old password again'))) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await fill(page, 'wrong1', 'secret22', 'secret22');
    await userEvent.click(page.getByRole('button', { name: 'Confirm' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('Error: Check your old password again');
  },
};

/** Closed. */
export const Closed: Story = { args: { open: false } };

/** The open dialog (a modal shows one state at a time). */
export const AllStates: Story = {};
