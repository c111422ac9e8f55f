import { useState } from 'react';
import { Form } from 'react-router';
import type { NewRequestPage } from '../../server/pages/new-request-page.server.js';

/**
 * The new-request form: the kind, the joints or tools (one serial a line, filled in with those ticked),
 * and the fields the kind needs — the inspection spec for an inspection; the asset for a shipment or a
 * pick-up; for a shipment the needed-by date, destination and contact — and notes. Its hidden client key
 * makes a second submit find the request the first one made.
 *
 * @example
 * <RequestForm page={loaderData} pending={navigation.state === 'submitting'} />
 */
export function RequestForm({ page, pending }: { page: NewRequestPage; pending: boolean }) {
  const [kind, setKind] = useState(page.kinds[0]?.value ?? 'inspection');
  const nouns = page.itemKind === 'tool' ? 'Tools' : 'Joints';
  const moving = kind === 'shipment' || kind === 'pick-up';
  return (
    <Form method="post" className="rr-request-form">
      <input type="hidden" name="clientKey" value={page.clientKey} />
      <input type="hidden" name="itemKind" value={page.itemKind} />
      <label>
        What to do
        <select name="kind" value={kind} onChange={(event) => setKind(event.target.value as typeof kind)}>
          {page.kinds.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.words}
            </option>
          ))}
        </select>
      </label>
      <label>
        {nouns} (one serial number a line)
        <textarea
          name="serials"
          required
          rows={Math.min(10, Math.max(3, page.serials.length))}
          defaultValue={page.serials.join('\n')}
        />
      </label>
      {kind === 'inspection' ? (
        <label>
          Inspection spec
          <input
            name="inspectionSpec"
            required
            maxLength={page.limits.inspectionSpec}
            placeholder="DS-1 Category 4"
          />
        </label>
      ) : null}
      {moving ? (
        <label>
          {kind === 'shipment' ? 'To asset' : 'From asset'}
          <select name="asset" required defaultValue="">
            <option value="" disabled>
              Choose an asset
            </option>
            {page.assets.map((asset) => (
              <option key={asset} value={asset}>
                {asset}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {kind === 'shipment' ? (
        <>
          <label>
            Needed by
            <input type="date" name="neededBy" required min={page.today} />
          </label>
          <label>
            Destination
            <input name="destination" required maxLength={page.limits.destination} />
          </label>
          <label>
            Contact
            <input name="contact" required maxLength={page.limits.contact} placeholder="Name and phone" />
          </label>
        </>
      ) : null}
      <label>
        Notes (optional)
        <textarea name="notes" rows={3} maxLength={page.limits.notes} />
      </label>
      <button type="submit" className="rr-button" data-variant="primary" disabled={pending}>
        {pending ? 'Sending…' : 'Send request'}
      </button>
    </Form>
  );
}
