import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UserForm } from './user-form.js';

const customers = [
  { customer: 'Acme Drilling', assets: ['Rig 1', 'Rig 2', 'Rig 3'] },
  { customer: 'Borealis Energy', assets: ['Field North', 'Field South'] },
];

const existing = {
  name: 'Ola Nordmann',
  email: 'ola@acme.test',
  phone: '+47 912 34 567',
  customer: 'Acme Drilling',
  assets: ['Rig 1'],
  excludedAssets: ['Rig 3'],
  routes: ['dp' as const, 'NCR' as const],
};

const meta = {
  title: 'Forms/UserForm',
  component: UserForm,
  args: { mode: 'create', customers, onSubmit: fn(async () => {}), onCancel: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof UserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Create User, empty: Confirm is disabled. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('heading', { name: 'Create User' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await expect(form.getByText('if empty, all assets are chosen')).toBeVisible();
    await expect(form.getByText('if empty, all routes are chosen')).toBeVisible();
  },
};

/** Edit User: the customer is locked. */
export const Edit: Story = {
  args: { mode: 'edit', defaultValues: existing },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('heading', { name: 'Edit User' })).toBeVisible();
    await expect(form.getByLabelText('Customer')).toHaveAttribute('readonly');
    await expect(form.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  },
};

/** The spec's messages for empty and malformed fields. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByLabelText('Name'));
    await userEvent.tab();
    await expect(await form.findByText('This field is required')).toBeVisible();
    await userEvent.type(form.getByLabelText('E-mail'), 'ola@');
    await userEvent.tab();
    await expect(await form.findByText('E-mail must be valid')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

/** Choosing the customer clears the assets; an asset checked in one list leaves the other. */
export const AssetRules: Story = {
  args: { mode: 'create', defaultValues: { ...existing } },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    const included = within(form.getByRole('group', { name: 'Assets' }));
    const excluded = within(form.getByRole('group', { name: 'Excluded assets' }));
    await userEvent.click(excluded.getByRole('checkbox', { name: 'Rig 1' }));
    await expect(excluded.getByRole('checkbox', { name: 'Rig 1' })).toBeChecked();
    await expect(included.getByRole('checkbox', { name: 'Rig 1' })).not.toBeChecked();
    await userEvent.click(included.getByRole('checkbox', { name: 'Rig 3' }));
    await expect(excluded.getByRole('checkbox', { name: 'Rig 3' })).not.toBeChecked();
    await userEvent.selectOptions(form.getByLabelText('Customer'), 'Borealis Energy');
    await expect(included.getByRole('checkbox', { name: 'Field North' })).not.toBeChecked();
    await expect(included.queryByRole('checkbox', { name: 'Rig 3' })).toBeNull();
  },
};

/** A valid new user is submitted and the toolbar turns green. */
export const Success: Story = {
  play: async ({ args, canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText('Name'), 'Kari Nordmann');
    await userEvent.type(form.getByLabelText('E-mail'), 'kari@acme.test');
    await userEvent.type(form.getByLabelText('Phone'), '+47 400 00 000');
    await userEvent.selectOptions(form.getByLabelText('Customer'), 'Acme Drilling');
    await userEvent.click(form.getByRole('checkbox', { name: 'Drill Pipe' }));
    await userEvent.click(form.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Kari Nordmann',
        email: 'kari@acme.test',
        phone: '+47 400 00 000',
        customer: 'Acme Drilling',
        assets: [],
        excludedAssets: [],
        routes: ['dp'],
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
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** A failed save turns the toolbar red and shows the server's message. */
export const ServerError: Story = {
  args: {
    mode: 'edit',
    defaultValues: existing,
    onSubmit: fn(() => Promise.reject(new Error('Error: The user could not be saved'))),
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Confirm' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Error: The user could not be saved');
    await expect(form.getByRole('status')).toHaveTextContent('Not saved');
  },
};

/** Create and edit side by side. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <UserForm {...args} mode="create" />
      <UserForm {...args} mode="edit" defaultValues={existing} />
    </div>
  ),
};
