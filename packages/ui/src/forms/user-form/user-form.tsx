import { zodResolver } from '@hookform/resolvers/zod';
import { ASSIGNABLE_ROUTES, type UserFormInput, type UserFormValues, userFormSchema } from '@rigready/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '../../dialogs/modal-dialog/use-async-action.js';
import { CheckboxGroup } from '../controls/checkbox-group.js';
import { FormActions } from '../controls/form-actions.js';
import { FormAlert } from '../controls/form-alert.js';
import { FormToolbar, type SubmitStatus } from '../controls/form-toolbar.js';
import { SelectField } from '../controls/select-field.js';
import { TextField } from '../controls/text-field.js';

/** A customer the user can belong to, with the assets offered for it. */
export interface UserFormCustomer {
  customer: string;
  assets: readonly string[];
}

/** Props of {@link UserForm}. */
export interface UserFormProps {
  /** `create` ('Create User') or `edit` ('Edit User', the customer locked). */
  mode: 'create' | 'edit';
  /** The customers to choose from, each with its assets. */
  customers: readonly UserFormCustomer[];
  /** The user being edited, or defaults for a new one. */
  defaultValues?: Partial<UserFormInput>;
  /**
   * Saves the user (POST /createNewUser or /editCurrentUser). While pending the buttons are disabled; the
   * toolbar turns green when it resolves and red, with the error's message, when it rejects.
   */
  onSubmit: (values: UserFormValues) => Promise<void>;
  /** Cancel button handler; without it there is no Cancel button. */
  onCancel?: () => void;
}

/** The hints under the asset and route lists (spec part 2 §5). */
export const USER_FORM_HINTS = Object.freeze({
  assets: 'if empty, all assets are chosen',
  excludedAssets: 'Excluded assets are excluded from the customer view',
  routes: 'if empty, all routes are chosen',
});

const ROUTE_OPTIONS = ASSIGNABLE_ROUTES.map((route) => ({ value: route.name, label: route.label }));

/**
 * The admin's user form (spec part 2 §4, §5) on react-hook-form with core's `userFormSchema`: name, e-mail,
 * phone and customer required with the spec's messages; choosing the customer clears the chosen assets;
 * an asset checked in the included list leaves the excluded list and the other way round; routes from the
 * assignable list. Confirm is disabled until the form is valid.
 *
 * @example
 * <UserForm
 *   mode="edit"
 *   customers={[{ customer: 'Acme Drilling', assets: ['Rig 1', 'Rig 2'] }]}
 *   defaultValues={{ name: 'Ola', email: 'ola@acme.test', phone: '+47 1', customer: 'Acme Drilling' }}
 *   onSubmit={(values) => api.editCurrentUser(toEditCall(values))}
 * />
 */
export function UserForm({ mode, customers, defaultValues, onSubmit, onCancel }: UserFormProps) {
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<UserFormInput, unknown, UserFormValues>({
    resolver: zodResolver(userFormSchema),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      customer: '',
      assets: [],
      excludedAssets: [],
      routes: [],
      ...defaultValues,
    },
  });
  const customer = useWatch({ control, name: 'customer' });
  const assetOptions = (customers.find((c) => c.customer === customer)?.assets ?? []).map((asset) => ({
    value: asset,
    label: asset,
  }));
  const customerField = register('customer', {
    onChange: () => {
      setValue('assets', []);
      setValue('excludedAssets', []);
    },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      setStatus('success');
    } catch (failure) {
      setStatus('error');
      setError('root.server', { message: errorMessage(failure) });
    }
  });
  const noAssets = customer ? 'This customer has no assets.' : 'Choose a customer first.';
  return (
    <form
      className="rr-form rr-admin-form"
      onSubmit={submit}
      noValidate
      aria-label={mode === 'create' ? 'Create User' : 'Edit User'}
    >
      <FormToolbar title={mode === 'create' ? 'Create User' : 'Edit User'} status={status} />
      <div className="rr-form__grid">
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        {mode === 'edit' ? (
          <TextField
            label="Customer"
            readOnly
            hint="The customer of an existing user cannot change."
            {...customerField}
          />
        ) : (
          <SelectField
            label="Customer"
            placeholder="Choose a customer"
            options={customers.map((c) => c.customer)}
            error={errors.customer?.message}
            {...customerField}
          />
        )}
      </div>
      <Controller
        control={control}
        name="assets"
        render={({ field }) => (
          <CheckboxGroup
            legend="Assets"
            options={assetOptions}
            value={field.value ?? []}
            emptyText={noAssets}
            hint={USER_FORM_HINTS.assets}
            onChange={(next) => {
              field.onChange(next);
              setValue(
                'excludedAssets',
                (getValues('excludedAssets') ?? []).filter((a) => !next.includes(a)),
                {
                  shouldValidate: true,
                },
              );
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="excludedAssets"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            legend="Excluded assets"
            options={assetOptions}
            value={field.value ?? []}
            emptyText={noAssets}
            hint={USER_FORM_HINTS.excludedAssets}
            error={fieldState.error?.message}
            onChange={(next) => {
              field.onChange(next);
              setValue(
                'assets',
                (getValues('assets') ?? []).filter((a) => !next.includes(a)),
                {
                  shouldValidate: true,
                },
              );
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="routes"
        render={({ field }) => (
          <CheckboxGroup
            legend="Routes"
            options={ROUTE_OPTIONS}
            value={field.value ?? []}
            hint={USER_FORM_HINTS.routes}
            onChange={field.onChange}
          />
        )}
      />
      <FormAlert message={errors.root?.server?.message} />
      <FormActions canSubmit={isValid} submitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
