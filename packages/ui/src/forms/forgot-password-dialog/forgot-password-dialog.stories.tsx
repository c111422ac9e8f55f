import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForgotPasswordDialog } from './forgot-password-dialog.js';

const meta = {
  title: 'Forms/ForgotPasswordDialog',
  component: ForgotPasswordDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn(async () => {}) },
} satisfies Meta<typeof ForgotPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open and empty: Confirm is disabled. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('dialog', { name: 'Forgot password' });
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

/** The spec's messages: 'E-mail is required', then 'E-mail must be valid'; a valid e-mail enables Confirm. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const email = await page.findByLabelText('E-mail');
    await userEvent.click(email);
    await userEvent.tab();
    await expect(await page.findByText('E-mail is required')).toBeVisible();
    await userEvent.type(email, 'kari');
    await expect(await page.findByText('E-mail must be valid')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.type(email, '@acme');
    await expect(page.queryByText('E-mail must be valid')).toBeNull();
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  },
};

/** Sending closes the dialog. */
export const Success: Story = {
  args: { defaultEmail: 'kari@acme.test' },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Confirm' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'kari@acme.test' });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Sending is under way. */
export const Pending: Story = {
  args: { defaultEmail: 'kari@acme.test', onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Confirm' }));
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** A failure shows the spec's message and clears the field. */
export const ServerError: Story = {
  args: {
    defaultEmail: 'nobody@acme.test',
    onSubmit: fn(() => Promise.reject(new Error('Oops.. Check that your email is correct'))),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Confirm' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('Oops.. Check that your email is correct');
    await expect(page.getByLabelText('E-mail')).toHaveValue('');
  },
};

/** Closed. */
export const Closed: Story = { args: { open: false } };

/** The open dialog (a modal shows one state at a time). */
export const AllStates: Story = {};
