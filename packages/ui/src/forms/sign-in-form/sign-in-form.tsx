import { zodResolver } from '@hookform/resolvers/zod';
import { type SignInValues, signInSchema } from '@rigready/core';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../dialogs/modal-dialog/use-async-action.js';
import { FormAlert } from '../controls/form-alert.js';
import { TextField } from '../controls/text-field.js';
import { ForgotPasswordDialog } from '../forgot-password-dialog/forgot-password-dialog.js';

/** Props of {@link SignInForm}. */
export interface SignInFormProps {
  /**
   * Signs in with the e-mail (`username`) and password. A rejection shows its message (the host words it,
   * e.g. 'Oops.. ' plus the provider's message) and clears the password (spec part 1 §4, §8).
   */
  onSubmit: (values: SignInValues) => Promise<void>;
  /**
   * Sends the password-reset e-mail from the forgot-password dialog. On success the dialog closes and the
   * e-mail is put into the sign-in form; a rejection shows its message in the dialog.
   */
  onForgotPassword: (email: string) => Promise<void>;
  /** The e-mail to start with. */
  defaultEmail?: string;
  /**
   * Whether the host shows a failure itself, e.g. in the global snackbar as the spec's error catalogue has
   * it (part 1 §8): the form then only clears the password, so the message is not shown twice.
   */
  hostShowsFailure?: boolean;
}

/**
 * The sign-in screen's form (spec part 1 §2): e-mail and password, Enter submits, the button shows
 * progress while signing in, and a 'Forgot password?' button opens the forgot-password dialog.
 *
 * @example
 * <SignInForm
 *   onSubmit={({ username, password }) => auth.signIn(username, password)}
 *   onForgotPassword={(email) => auth.sendPasswordReset(email)}
 * />
 */
export function SignInForm({
  onSubmit,
  onForgotPassword,
  defaultEmail = '',
  hostShowsFailure = false,
}: SignInFormProps) {
  const [forgotOpen, setForgotOpen] = useState(false);
  const forgotButton = useRef<HTMLButtonElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    setValue,
    setFocus,
    getValues,
    formState: { errors, isValid, isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    mode: 'onTouched',
    defaultValues: { username: defaultEmail, password: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (failure) {
      // Emptied as new (untouched, no 'This field is required' under a field the form cleared itself);
      // the form's validity is checked again, so Sign in stays disabled until a password is typed.
      resetField('password');
      if (!hostShowsFailure) setError('root.server', { message: errorMessage(failure) });
      setFocus('password');
    }
  });
  return (
    <>
      <form className="rr-form rr-sign-in" onSubmit={submit} noValidate>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="username"
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <FormAlert message={errors.root?.server?.message} />
        <div className="rr-form__actions rr-sign-in__actions">
          <button
            ref={forgotButton}
            type="button"
            className="rr-button"
            data-variant="text"
            onClick={() => setForgotOpen(true)}
          >
            Forgot password?
          </button>
          <button
            type="submit"
            className="rr-button"
            data-variant="primary"
            disabled={!isValid || isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            {isSubmitting ? 'Signing in…' : 'Sign in'}
          </button>
        </div>
      </form>
      <ForgotPasswordDialog
        open={forgotOpen}
        onOpenChange={setForgotOpen}
        defaultEmail={getValues('username')}
        returnFocusTo={forgotButton}
        onSubmit={async ({ email }) => {
          await onForgotPassword(email);
          setValue('username', email, { shouldValidate: true });
        }}
      />
    </>
  );
}
