import { zodResolver } from '@hookform/resolvers/zod';
import {
  addAsset,
  type CreateCustomerFormValues,
  canAddAsset,
  createCustomerFormSchema,
  type EditCustomerFormValues,
  editCustomerFormSchema,
  isAddAssetDisabled,
} from '@rigready/core';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { errorMessage } from '../../dialogs/modal-dialog/use-async-action.js';
import { FormActions } from '../controls/form-actions.js';
import { FormAlert } from '../controls/form-alert.js';
import { FormToolbar, type SubmitStatus } from '../controls/form-toolbar.js';
import { SwitchField } from '../controls/switch-field.js';
import { TextField } from '../controls/text-field.js';

/** The customer form's values as entered: every text a string (empty when unset), the features all present. */
export interface CustomerFormInput {
  customer_id?: string;
  customer: string;
  org_no: string;
  rig: string;
  assets: string[];
  features: {
    dashboard: boolean;
    tcpGuns: boolean;
    rangeColumn: boolean;
    stringNumberLabel: string;
    inspectionDateColouring: boolean;
    defaultSite: string;
    publicSerialHistory: boolean;
    publicSlug: string;
  };
}

/** Props of {@link CustomerForm}. */
export interface CustomerFormProps {
  /** `create` ('Create Customer') or `edit` ('Edit Customer', the customer id shown read-only). */
  mode: 'create' | 'edit';
  /** The customer being edited, or defaults for a new one. */
  defaultValues?: Partial<Omit<CustomerFormInput, 'features'>> & {
    features?: Partial<CustomerFormInput['features']>;
  };
  /**
   * Saves the customer. While pending the buttons are disabled; the toolbar turns green when it resolves and
   * red, with the error's message, when it rejects. Edit mode passes the customer id too.
   */
  onSubmit: (values: CreateCustomerFormValues | EditCustomerFormValues) => Promise<void>;
  onCancel?: () => void;
}

const SWITCHES = [
  ['dashboard', 'Dashboard'],
  ['tcpGuns', 'TCP Guns'],
  ['rangeColumn', 'Range column and filter'],
  ['inspectionDateColouring', 'Inspection date colouring (5 and 6 months)'],
  ['publicSerialHistory', 'Public serial history'],
] as const;

const NO_FEATURES: CustomerFormInput['features'] = {
  dashboard: false,
  tcpGuns: false,
  rangeColumn: false,
  stringNumberLabel: '',
  inspectionDateColouring: false,
  defaultSite: '',
  publicSerialHistory: false,
  publicSlug: '',
};

/**
 * The admin's customer form (spec part 2 §4, §5) on react-hook-form with core's customer schemas: customer
 * name and Organization No. required, Rig optional, the customer id read-only on edit; the asset list with
 * the spec's add rule (the add button is disabled while the name is empty or an asset is selected, and a
 * name already in the list is not added); the customer features of the data contract as switches and
 * fields. Confirm is disabled until the form is valid.
 *
 * @example
 * <CustomerForm mode="create" onSubmit={(values) => api.createCustomer(values)} onCancel={close} />
 */
export function CustomerForm({ mode, defaultValues, onSubmit, onCancel }: CustomerFormProps) {
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [newAsset, setNewAsset] = useState('');
  const [selectedAsset, setSelectedAsset] = useState<string | null>(null);
  const schema = mode === 'edit' ? editCustomerFormSchema : createCustomerFormSchema;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<CustomerFormInput, unknown, CreateCustomerFormValues | EditCustomerFormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<
      CustomerFormInput,
      unknown,
      CreateCustomerFormValues | EditCustomerFormValues
    >,
    mode: 'onTouched',
    defaultValues: {
      customer_id: '',
      customer: '',
      org_no: '',
      rig: '',
      assets: [],
      ...defaultValues,
      features: { ...NO_FEATURES, ...defaultValues?.features },
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
  const title = mode === 'create' ? 'Create Customer' : 'Edit Customer';
  return (
    <form className="rr-form rr-admin-form" onSubmit={submit} noValidate aria-label={title}>
      <FormToolbar title={title} status={status} />
      <div className="rr-form__grid">
        {mode === 'edit' ? <TextField label="Customer ID" readOnly {...register('customer_id')} /> : null}
        <TextField label="Customer" error={errors.customer?.message} {...register('customer')} />
        <TextField label="Organization No." error={errors.org_no?.message} {...register('org_no')} />
        <TextField label="Rig" hint="Optional" {...register('rig')} />
      </div>
      <Controller
        control={control}
        name="assets"
        render={({ field }) => {
          const assets = field.value;
          const addDisabled = isAddAssetDisabled(newAsset, selectedAsset) || !canAddAsset(assets, newAsset);
          return (
            <fieldset className="rr-fieldset rr-asset-editor">
              <legend className="rr-fieldset__legend">Assets</legend>
              {assets.length === 0 ? (
                <p className="rr-field__hint">No assets yet.</p>
              ) : (
                <ul className="rr-asset-editor__list" aria-label="Assets">
                  {assets.map((asset) => (
                    <li key={asset}>
                      <button
                        type="button"
                        className="rr-asset-editor__asset"
                        aria-pressed={selectedAsset === asset}
                        onClick={() => setSelectedAsset(selectedAsset === asset ? null : asset)}
                      >
                        {asset}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <div className="rr-asset-editor__add">
                <TextField
                  label="New asset"
                  value={newAsset}
                  onChange={(event) => setNewAsset(event.currentTarget.value)}
                  hint={selectedAsset ? `Deselect ${selectedAsset} to add a new asset.` : undefined}
                />
                <button
                  type="button"
                  className="rr-button"
                  disabled={addDisabled}
                  onClick={() => {
                    field.onChange([...addAsset(assets, newAsset)]);
                    setNewAsset('');
                  }}
                >
                  Add asset
                </button>
                <button
                  type="button"
                  className="rr-button"
                  disabled={selectedAsset === null}
                  onClick={() => {
                    field.onChange(assets.filter((asset) => asset !== selectedAsset));
                    setSelectedAsset(null);
                  }}
                >
                  Remove asset
                </button>
              </div>
            </fieldset>
          );
        }}
      />
      <fieldset className="rr-fieldset">
        <legend className="rr-fieldset__legend">Features</legend>
        {SWITCHES.map(([name, label]) => (
          <Controller
            key={name}
            control={control}
            name={`features.${name}`}
            render={({ field }) => (
              <SwitchField label={label} checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
        ))}
        <div className="rr-form__grid">
          <TextField
            label="String Number label"
            hint="Shown instead of 'String Number', e.g. Asset Number"
            {...register('features.stringNumberLabel')}
          />
          <TextField label="Default site" {...register('features.defaultSite')} />
          <TextField
            label="Public serial history path"
            hint="Letters, digits, dashes and underscores"
            error={errors.features?.publicSlug?.message}
            {...register('features.publicSlug')}
          />
        </div>
      </fieldset>
      <FormAlert message={errors.root?.server?.message} />
      <FormActions canSubmit={isValid} submitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
