import { useState } from 'react';

/**
 * A button that copies a text (an import key shown once) to the clipboard and says so; where the browser
 * refuses, it says to select and copy the text instead.
 *
 * @example
 * <CopyButton text={created.key} label="Copy key" />
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'refused'>('idle');
  return (
    <button
      type="button"
      className="rr-button"
      aria-live="polite"
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => setState('copied'),
          () => setState('refused'),
        )
      }
    >
      {state === 'copied' ? 'Copied' : state === 'refused' ? 'Select the key and copy it' : label}
    </button>
  );
}
