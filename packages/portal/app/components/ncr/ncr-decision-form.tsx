import { Form, useNavigation } from 'react-router';
import type { NcrDecision } from '../../server/db/schema.server.js';
import { DecisionCommentField } from '../approvals/decision-comment-field.js';

/**
 * The approver's disposition form of an NCR awaiting one: the four dispositions as radio buttons and a
 * comment (required to reject or accept with deviation, said by the server).
 *
 * @example
 * {loaderData.canDecide ? <NcrDecisionForm choices={loaderData.choices} /> : null}
 */
export function NcrDecisionForm({ choices }: { choices: readonly { value: NcrDecision; label: string }[] }) {
  const busy = useNavigation().state !== 'idle';
  return (
    <Form method="post" className="rr-form rr-approvals__form" aria-label="Decide the NCR" id="decide">
      <h2>Your disposition</h2>
      <fieldset className="rr-fieldset">
        <legend className="rr-fieldset__legend">Disposition</legend>
        <div className="rr-fieldset__options">
          {choices.map(({ value, label }) => (
            <label key={value} className="rr-check">
              <input type="radio" name="decision" value={value} required /> {label}
            </label>
          ))}
        </div>
      </fieldset>
      <DecisionCommentField label="Comment (required to reject or accept with deviation)" />
      <div className="rr-approvals__buttons">
        <button type="submit" className="rr-button" data-variant="primary" disabled={busy}>
          Record the disposition
        </button>
      </div>
    </Form>
  );
}
