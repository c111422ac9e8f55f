import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgotPasswordValues, forgotPasswordSchema } from '@rigready/core';
import { type RefObject, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ModalDialog } from '../../dialogs/modal-dialog/modal-dialog.js';
import { errorMessage } from '../../dialogs/modal-dialog/use-async-action.js';
import { FormActions } from '../controls/form-actions.js';
import { FormAlert } from '../controls/form-alert.js';
import { TextField } from '../controls/text-field.js';

/** Props of {@link ForgotPasswordDialog}. */
export interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Sends the reset e-mail. Resolving closes the dialog; a rejection shows its message (the host words it,
   * e.g. 'Oops.. Check that your email is correct') and clears the field (spec part 1 §8).
   */
  onSubmit: (values: ForgotPasswordValues) => Promise<void>;
  /** The e-mail to start with (what the sign-in form holds). */
  defaultEmail?: string;
  /** Where focus goes when the dialog closes. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The forgot-password dialog (spec part 1 §2, §5): one e-mail field with the spec's messages
 * ('E-mail is required', 'E-mail must be valid'); Confirm is disabled until the e-mail is valid.
 *
 * @example
 * <ForgotPasswordDialog open={open} onOpenChange={setOpen} onSubmit={({ email }) => auth.sendPasswordReset(email)} />
 */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
  onSubmit,
  defaultEmail = '',
  returnFocusTo,
}: ForgotPasswordDialogProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: defaultEmail },
  });
  useEffect(() => {
    if (open) reset({ email: defaultEmail });
  }, [open, defaultEmail, reset]);
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      onOpenChange(false);
    } catch (failure) {
      reset({ email: '' });
      setError('root.server', { message: errorMessage(failure) });
    }
  });
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => !isSubmitting && onOpenChange(next)}
      title="Forgot password"
      description="Enter your e-mail and we will send you a link to choose a new password."
      size="sm"
      returnFocusTo={returnFocusTo}
    >
      <form className="rr-form" onSubmit={submit} noValidate aria-label="Forgot password">
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormAlert message={errors.root?.server?.message} />
        <FormActions canSubmit={isValid} submitting={isSubmitting} onCancel={() => onOpenChange(false)} />
      </form>
    </ModalDialog>
  );
}
