import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordValues, changePasswordSchema } from '@rigready/core';
import { type ReactElement, type RefObject, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ModalDialog } from '../../dialogs/modal-dialog/modal-dialog.js';
import { errorMessage } from '../../dialogs/modal-dialog/use-async-action.js';
import { FormActions } from '../controls/form-actions.js';
import { FormAlert } from '../controls/form-alert.js';
import { TextField } from '../controls/text-field.js';

/** Props of {@link ChangePasswordDialog}. */
export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Changes the password. Resolving closes the dialog (the host then shows 'Successfully changed password');
   * a rejection shows its message in the dialog, e.g. 'Error: Check your old password again' or
   * 'Error: Password could not be changed' (spec part 1 §8).
   */
  onSubmit: (values: ChangePasswordValues) => Promise<void>;
  trigger?: ReactElement;
  /**
   * The form's rules: core's `changePasswordSchema` (the spec's) when absent. A host whose server applies a
   * stricter rule passes the schema its server parses with (core's `portalChangePasswordSchema`), so the
   * form refuses what the server would.
   */
  schema?: typeof changePasswordSchema;
  /** Where focus goes when the dialog closes, when it was opened from a menu. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The change-password dialog opened from the avatar menu (spec part 1 §2, §5): old, new and confirmed
 * password with the spec's messages; Confirm is enabled only when the form is valid and the new password
 * equals its confirmation.
 *
 * @example
 * <ChangePasswordDialog open={open} onOpenChange={setOpen} onSubmit={(values) => auth.changePassword(values)} />
 * <ChangePasswordDialog open={open} onOpenChange={setOpen} onSubmit={submit} schema={portalChangePasswordSchema} />
 */
export function ChangePasswordDialog({
  open,
  onOpenChange,
  onSubmit,
  trigger,
  schema = changePasswordSchema,
  returnFocusTo,
}: ChangePasswordDialogProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    trigger: validate,
    getFieldState,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  useEffect(() => {
    if (!open) reset(EMPTY);
  }, [open, reset]);
  // The schema compares fields with each other: once a later field has been visited, re-check it when the
  // one it depends on changes, so its message never goes stale.
  const revalidate =
    (...names: (keyof ChangePasswordValues)[]) =>
    () => {
      const touched = names.filter((name) => getFieldState(name).isTouched);
      if (touched.length > 0) void validate(touched);
    };
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      onOpenChange(false);
    } catch (failure) {
      setError('root.server', { message: errorMessage(failure) });
    }
  });
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => !isSubmitting && onOpenChange(next)}
      trigger={trigger}
      title="Change password"
      size="sm"
      returnFocusTo={returnFocusTo}
    >
      <form className="rr-form" onSubmit={submit} noValidate aria-label="Change password">
        <TextField
          label="Old password"
          type="password"
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          {...register('oldPassword', { onChange: revalidate('newPassword') })}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword', { onChange: revalidate('confirmPassword') })}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <FormAlert message={errors.root?.server?.message} />
        <FormActions canSubmit={isValid} submitting={isSubmitting} onCancel={() => onOpenChange(false)} />
      </form>
    </ModalDialog>
  );
}
