import type { ChangePasswordValues, changePasswordSchema } from '@rigready/core';
import { type ComponentType, type RefObject, useEffect, useState } from 'react';
import { ModalDialog } from '../../dialogs/modal-dialog/modal-dialog.js';
import type { ChangePasswordDialogProps } from '../../forms/change-password-dialog/change-password-dialog.js';

/** The change-password form's rules: core's `changePasswordSchema` or one of its kind. */
export type ChangePasswordSchema = typeof changePasswordSchema;

/** The rules as given to the navigation bar: the schema, or a function that loads it. */
export type ChangePasswordSchemaSource = ChangePasswordSchema | (() => Promise<ChangePasswordSchema>);

interface Loaded {
  Dialog: ComponentType<ChangePasswordDialogProps>;
  schema: ChangePasswordSchema | undefined;
}

/**
 * Loads the change-password dialog's module (the form library and the schema library come with it). The
 * avatar menu calls it as it opens, so the dialog is usually there by the time Change password is chosen.
 */
export const preloadChangePasswordDialog = () =>
  import('../../forms/change-password-dialog/change-password-dialog.js');

interface ChangePasswordOnDemandProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: ChangePasswordValues) => Promise<void>;
  schema: ChangePasswordSchemaSource | undefined;
  returnFocusTo: RefObject<HTMLElement | null>;
}

// Every page has the avatar menu and few ever open this dialog: its form and schema libraries are a
// sixth of a page's scripts, so they load when it is first asked for instead of before the page paints.
export function ChangePasswordOnDemand({ schema, ...props }: ChangePasswordOnDemandProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const { open } = props;
  useEffect(() => {
    if (!open || loaded) return;
    let current = true;
    setFailed(false);
    Promise.all([preloadChangePasswordDialog(), typeof schema === 'function' ? schema() : schema]).then(
      ([module, rules]) => {
        if (current) setLoaded({ Dialog: module.ChangePasswordDialog, schema: rules });
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [open, loaded, schema]);
  if (loaded) {
    const { Dialog } = loaded;
    return <Dialog {...props} {...(loaded.schema ? { schema: loaded.schema } : {})} />;
  }
  if (!failed) return null;
  return (
    <ModalDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Change password"
      size="sm"
      returnFocusTo={props.returnFocusTo}
    >
      <p role="alert">The password form could not be loaded. Check the connection and try again.</p>
    </ModalDialog>
  );
}
