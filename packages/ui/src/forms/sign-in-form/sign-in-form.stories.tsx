import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignInForm } from './sign-in-form.js';

const meta = {
  title: 'Forms/SignInForm',
  component: SignInForm,
  args: { onSubmit: fn(async () => {}), onForgotPassword: fn(async () => {}) },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: Sign in is disabled. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign in' })).toBeDisabled();
  },
};

/** Leaving a field empty shows 'This field is required'. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByLabelText('E-mail'));
    await userEvent.tab();
    await expect(await form.findByText('This field is required')).toBeVisible();
    await expect(form.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Filled in, Enter submits. */
export const Submitting: Story = {
  play: async ({ args, canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText('E-mail'), 'ola@acme.test');
    await userEvent.type(form.getByLabelText('Password'), 'secret1{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ username: 'ola@acme.test', password: 'secret1' }),
    );
  },
};

/** While signing in the button says so and is disabled. */
export const Pending: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText('E-mail'), 'ola@acme.test');
    await userEvent.type(form.getByLabelText('Password'), 'secret1');
    await userEvent.click(form.getByRole('button', { name: 'Sign in' }));
    await expect(await form.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
  },
};

/** A refused sign-in shows the message and clears the password (spec part 1 §4, §8). */
export const ServerError: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('Oops.. The password is invalid.'))) },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText('E-mail'), 'ola@acme.test');
    await userEvent.type(form.getByLabelText('Password'), 'wrong-password{Enter}');
    await expect(await form.findByRole('alert')).toHaveTextContent('Oops.. The password is invalid.');
    await expect(form.getByLabelText('Password')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await expect(form.queryByText('This field is required')).toBeNull();
  },
};

/** A host that shows the failure itself (the portal's snackbar): the form only clears the password. */
export const ServerErrorShownByHost: Story = {
  args: {
    hostShowsFailure: true,
    onSubmit: fn(() => Promise.reject(new Error('Oops.. The password is invalid.'))),
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText('E-mail'), 'ola@acme.test');
    await userEvent.type(form.getByLabelText('Password'), 'wrong-password{Enter}');
    await waitFor(() => expect(form.getByLabelText('Password')).toHaveValue(''));
    await expect(form.queryByRole('alert')).toBeNull();
    await expect(form.queryByText('This field is required')).toBeNull();
    await expect(form.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  },
};

/** Forgot password: the dialog sends the e-mail, closes, and the e-mail lands in the sign-in form. */
export const ForgotPassword: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = page.getByRole('button', { name: 'Forgot password?' });
    await userEvent.click(opener);
    const dialog = within(await page.findByRole('dialog', { name: 'Forgot password' }));
    await userEvent.type(dialog.getByLabelText('E-mail'), 'kari@acme.test');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(args.onForgotPassword).toHaveBeenCalledWith('kari@acme.test');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByLabelText('E-mail')).toHaveValue('kari@acme.test');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The form with an e-mail already filled in. */
export const Prefilled: Story = { args: { defaultEmail: 'ola@acme.test' } };

/** Empty and prefilled side by side. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <SignInForm {...args} />
      <SignInForm {...args} defaultEmail="ola@acme.test" />
    </div>
  ),
};
