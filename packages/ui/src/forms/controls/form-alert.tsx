/** Props of {@link FormAlert}. */
export interface FormAlertProps {
  /** The message; nothing is rendered without one. */
  message: string | null | undefined;
}

/**
 * The server's answer to a failed submit, announced at once (`role="alert"`).
 *
 * @example
 * <FormAlert message={errors.root?.server?.message} />
 */
export function FormAlert({ message }: FormAlertProps) {
  if (!message) return null;
  return (
    <p className="rr-alert" role="alert">
      {message}
    </p>
  );
}
