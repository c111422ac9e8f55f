import { PASSWORD_MIN_LENGTH } from '@rigready/core';
import { TextField } from '@rigready/ui';
import { Form } from 'react-router';

/**
 * The form a mailed link opens to choose a password (a reset, an invitation): the link's token, the new
 * password twice and the button. A real form, so the link works without JavaScript.
 *
 * @example
 * <NewPasswordForm token={loaderData.token} submitLabel="Change password" />
 */
export function NewPasswordForm({ token, submitLabel }: { token: string; submitLabel: string }) {
  return (
    <Form method="post" className="rr-form">
      <input type="hidden" name="token" value={token} />
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        required
      />
      <TextField
        label="Confirm new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
      />
      <div className="rr-form__actions">
        <button type="submit" className="rr-button" data-variant="primary">
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
