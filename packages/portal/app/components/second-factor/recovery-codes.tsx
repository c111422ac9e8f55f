import './second-factor.css';

/**
 * The recovery codes just made, shown this once: each signs in once in place of the app's code.
 *
 * @example
 * <RecoveryCodes codes={answer.recoveryCodes} />
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section aria-labelledby="recovery-codes-title" className="rr-second-factor__section">
      <h2 id="recovery-codes-title">Your recovery codes</h2>
      <p>
        Keep these somewhere safe, away from your phone. Each works once, in place of a code from the app, if
        you lose your phone. They are shown only now.
      </p>
      <ol className="rr-second-factor__codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
    </section>
  );
}
