import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CustomerForm } from './customer-form.js';

const existing = {
  customer_id: 'C-7',
  customer: 'Acme Drilling',
  org_no: '912345678',
  rig: 'Deep Star',
  assets: ['Rig 1', 'Rig 2'],
  features: { dashboard: true, stringNumberLabel: 'Asset Number' },
};

const meta = {
  title: 'Forms/CustomerForm',
  component: CustomerForm,
  args: { mode: 'create', onSubmit: fn(async () => {}), onCancel: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof CustomerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Create Customer, empty: Confirm is disabled; no customer id field. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('heading', { name: 'Create Customer' })).toBeVisible();
    await expect(form.queryByLabelText('Customer ID')).toBeNull();
    await expect(form.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

/** Edit Customer: the customer id is read-only, the features are switches. */
export const Edit: Story = {
  args: { mode: 'edit', defaultValues: existing },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByLabelText('Customer ID')).toHaveAttribute('readonly');
    await expect(form.getByRole('switch', { name: 'Dashboard' })).toBeChecked();
    await expect(form.getByRole('switch', { name: 'TCP Guns' })).not.toBeChecked();
  },
};

/** Required fields show 'This field is required'. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByLabelText('Customer'));
    await userEvent.tab();
    await expect(await form.findByText('This field is required')).toBeVisible();
  },
};

/** The add rule: disabled while the name is empty or an asset is selected, and a duplicate is not added. */
export const AddAsset: Story = {
  args: { mode: 'edit', defaultValues: existing },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    const add = form.getByRole('button', { name: 'Add asset' });
    await expect(add).toBeDisabled();
    await userEvent.type(form.getByLabelText('New asset'), ' rig 1 ');
    await expect(add).toBeDisabled();
    await userEvent.clear(form.getByLabelText('New asset'));
    await userEvent.type(form.getByLabelText('New asset'), 'Rig 3');
    await expect(add).toBeEnabled();
    await userEvent.click(form.getByRole('button', { name: 'Rig 1' }));
    await expect(add).toBeDisabled();
    await userEvent.click(form.getByRole('button', { name: 'Rig 1' }));
    await userEvent.click(add);
    await expect(form.getByRole('button', { name: 'Rig 3' })).toBeVisible();
    await expect(form.getByLabelText('New asset')).toHaveValue('');
    await userEvent.click(form.getByRole('button', { name: 'Rig 2' }));
    await userEvent.click(form.getByRole('button', { name: 'Remove asset' }));
    await expect(form.queryByRole('button', { name: 'Rig 2' })).toBeNull();
  },
};

/** A valid new customer is submitted with its features; the toolbar turns green. */
export const Success: Story = {
  play: async ({ args, canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText('Customer'), 'Borealis Energy');
    await userEvent.type(form.getByLabelText('Organization No.'), '998877665');
    await userEvent.click(form.getByRole('switch', { name: 'TCP Guns' }));
    await userEvent.click(form.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        customer: 'Borealis Energy',
        org_no: '998877665',
        rig: null,
        assets: [],
        features: expect.objectContaining({ tcpGuns: true, dashboard: false, publicSlug: null }),
      }),
    );
    await expect(await form.findByRole('status')).toHaveTextContent('Saved');
  },
};

/** Saving is under way. */
export const Pending: Story = {
  args: { mode: 'edit', defaultValues: existing, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Confirm' }));
    await expect(form.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

/** A failed save turns the toolbar red and shows the message. */
export const ServerError: Story = {
  args: {
    mode: 'edit',
    defaultValues: existing,
    onSubmit: fn(() => Promise.reject(new Error('Error: The customer could not be saved'))),
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Confirm' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Error: The customer could not be saved');
  },
};

/** Create and edit side by side. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <CustomerForm {...args} mode="create" />
      <CustomerForm {...args} mode="edit" defaultValues={existing} />
    </div>
  ),
};
