import { type ReactElement, useState } from 'react';
import { SelectField } from '../../forms/controls/select-field.js';
import { ModalDialog } from '../modal-dialog/modal-dialog.js';
import { useAsyncAction } from '../modal-dialog/use-async-action.js';

/** Props of {@link ChooseCustomerDialog}. */
export interface ChooseCustomerDialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the dialog (the admin's View as Customer card). */
  trigger?: ReactElement;
  /** The customer names to choose from (the all-users call's customerList). */
  customers: readonly string[];
  /**
   * Views the portal as the chosen customer. While pending the buttons are disabled; a rejection keeps the
   * dialog open with the error's message; success closes it.
   */
  onConfirm: (customer: string) => void | Promise<void>;
}

/**
 * The admin's Choose Customer dialog (spec part 2 §2): a customer list with Cancel and Confirm; Confirm is
 * disabled until a customer is chosen. The choice is forgotten when the dialog closes.
 *
 * @example
 * <ChooseCustomerDialog
 *   trigger={<button type="button">View as Customer</button>}
 *   customers={customerList}
 *   onConfirm={(customer) => session.viewAs(customer)}
 * />
 */
export function ChooseCustomerDialog({
  open,
  onOpenChange,
  trigger,
  customers,
  onConfirm,
}: ChooseCustomerDialogProps) {
  const [innerOpen, setInnerOpen] = useState(false);
  const [customer, setCustomer] = useState('');
  const confirm = useAsyncAction(onConfirm);
  const isOpen = open ?? innerOpen;
  const setOpen = (next: boolean) => {
    if (!next && confirm.pending) return;
    if (!next) {
      setCustomer('');
      confirm.reset();
    }
    setInnerOpen(next);
    onOpenChange?.(next);
  };
  return (
    <ModalDialog
      open={isOpen}
      onOpenChange={setOpen}
      trigger={trigger}
      title="Choose Customer"
      size="sm"
      actions={
        <>
          <button
            type="button"
            className="rr-button"
            disabled={confirm.pending}
            onClick={() => setOpen(false)}
          >
            Cancel
          </button>
          <button
            type="button"
            className="rr-button"
            data-variant="primary"
            disabled={customer === '' || confirm.pending}
            aria-busy={confirm.pending || undefined}
            onClick={async () => {
              if (await confirm.run(customer)) setOpen(false);
            }}
          >
            Confirm
          </button>
        </>
      }
    >
      <SelectField
        label="Customer"
        placeholder="Choose a customer"
        options={customers}
        value={customer}
        onChange={(event) => setCustomer(event.currentTarget.value)}
      />
      {confirm.error ? (
        <p className="rr-alert" role="alert">
          {confirm.error}
        </p>
      ) : null}
    </ModalDialog>
  );
}
