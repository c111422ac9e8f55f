import { type FormEvent, useId, useState } from 'react';
import { type LabelKind, labelSerial } from './label-serial.js';
import { useQrScanner } from './use-qr-scanner.js';
import './scan-camera.css';

/** Props of {@link ScanCamera}. */
export interface ScanCameraProps {
  /** Called with each label read by the camera or serial number typed. */
  onSerial: (serial: string, kind: LabelKind | undefined) => void;
  /** The typed serial's button: 'Open' on /scan, 'Add' in a count. */
  submitLabel: string;
}

const NOT_A_SERIAL = 'Type a serial number (at most 64 characters) or paste a label’s link of this portal.';

/**
 * The camera preview with its Start/Stop button and status line, and a form to type a serial number, which
 * works without a camera. Both call `onSerial`; the camera once per label held in front of it.
 *
 * @example
 * <ScanCamera submitLabel="Open" onSerial={(serial) => setShown(serial)} />
 */
export function ScanCamera({ onSerial, submitLabel }: ScanCameraProps) {
  const scanner = useQrScanner({ onSerial });
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | undefined>();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const on = scanner.status === 'starting' || scanner.status === 'scanning';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const label = labelSerial(typed, window.location.origin);
    if (!label) {
      setTypedError(NOT_A_SERIAL);
      return;
    }
    setTypedError(undefined);
    setTyped('');
    onSerial(label.serial, label.kind);
  };

  return (
    <section className="rr-scan-camera" aria-label="Scan a label">
      <div className="rr-scan-camera__preview" data-state={scanner.status}>
        {/* A live camera picture has no captions to give. */}
        <video
          ref={scanner.videoRef}
          className="rr-scan-camera__video"
          aria-label="Camera preview"
          muted
          playsInline
        />
      </div>
      <button
        type="button"
        className="rr-button rr-scan-camera__toggle"
        data-variant={on ? undefined : 'primary'}
        onClick={on ? scanner.stop : scanner.start}
      >
        {on ? 'Stop camera' : 'Start camera'}
      </button>
      <p className="rr-scan-camera__status" role="status" aria-live="polite" data-state={scanner.status}>
        {scanner.message}
      </p>
      <form className="rr-field rr-scan-camera__form" onSubmit={submit} noValidate>
        <label className="rr-field__label" htmlFor={inputId}>
          Serial number
        </label>
        {/* The button beside the input, level with it: the field's label above both, its error below. */}
        <div className="rr-scan-camera__row">
          <input
            id={inputId}
            className="rr-field__input"
            name="serial"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={typedError ? true : undefined}
            aria-describedby={typedError ? errorId : undefined}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="go"
          />
          <button type="submit" className="rr-button rr-scan-camera__submit">
            {submitLabel}
          </button>
        </div>
        {typedError ? (
          <p className="rr-field__error" id={errorId}>
            {typedError}
          </p>
        ) : null}
      </form>
    </section>
  );
}
