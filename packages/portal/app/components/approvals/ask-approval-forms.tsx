import { useState } from 'react';
import { Form, useFetcher } from 'react-router';
import type { ActionAnswer } from '../../server/pages/action-answer.server.js';
import type { AskChoices } from '../../server/pages/approvals-page.server.js';
import { useAnswerSnackbar } from '../use-snackbar-message.js';

function CustomerField({
  choices,
  value,
  onChange,
}: {
  choices: AskChoices;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <label className="rr-field">
      <span className="rr-field__label">Customer</span>
      <select
        className="rr-field__input"
        name="customer"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="" disabled>
          Choose a customer
        </option>
        {choices.customers.map((customer) => (
          <option key={customer} value={customer}>
            {customer}
          </option>
        ))}
      </select>
    </label>
  );
}

function TextInput({
  label,
  name,
  ...input
}: { label: string; name: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="rr-field">
      <span className="rr-field__label">{label}</span>
      <input className="rr-field__input" name={name} autoComplete="off" {...input} />
    </label>
  );
}

/**
 * A provider admin's two ways to ask a customer for an approval: a quote on one of its requests (the PDF,
 * amount, currency and last valid day, posted as a file upload to /approvals/quote), or a report or
 * pre-invoice the portal already holds (named by order number or BHA report id, posted to /approvals). A
 * refusal is shown in the snackbar; an accepted ask opens the new approval's page.
 *
 * @example
 * {loaderData.ask ? <AskApprovalForms choices={loaderData.ask} /> : null}
 */
export function AskApprovalForms({ choices }: { choices: AskChoices }) {
  const quote = useFetcher<ActionAnswer>();
  useAnswerSnackbar(quote.data, ({ ok, message }) => (ok ? null : { message, tone: 'error' }));
  const [quoteCustomer, setQuoteCustomer] = useState(choices.customer ?? '');
  const [documentCustomer, setDocumentCustomer] = useState(choices.customer ?? '');
  const requests = choices.requests.filter((request) => request.customer === quoteCustomer);
  return (
    <section className="rr-approvals__ask" aria-labelledby="ask-heading">
      <h2 id="ask-heading">Ask a customer for an approval</h2>
      <div className="rr-approvals__ask-forms">
        <quote.Form
          method="post"
          action="/approvals/quote"
          encType="multipart/form-data"
          className="rr-form rr-approvals__form"
          aria-label="Post a quote"
        >
          <h3>A quote on a request</h3>
          <CustomerField choices={choices} value={quoteCustomer} onChange={setQuoteCustomer} />
          <TextInput
            label="Request number"
            name="requestNumber"
            required
            placeholder="RQ-2026-0001"
            list="ask-requests"
          />
          <datalist id="ask-requests">
            {requests.map((request) => (
              <option key={request.number} value={request.number} />
            ))}
          </datalist>
          <label className="rr-field">
            <span className="rr-field__label">Quote (PDF)</span>
            <input className="rr-field__input" type="file" name="file" accept="application/pdf" required />
          </label>
          <div className="rr-approvals__terms">
            <TextInput label="Amount" name="amount" required inputMode="decimal" placeholder="12500.00" />
            <TextInput label="Currency" name="currency" required defaultValue="NOK" maxLength={3} />
            <TextInput label="Valid until" name="validUntil" type="date" required />
          </div>
          <button
            type="submit"
            className="rr-button"
            data-variant="primary"
            disabled={quote.state !== 'idle'}
          >
            Post the quote
          </button>
        </quote.Form>
        <Form
          method="post"
          className="rr-form rr-approvals__form"
          aria-label="Ask for a report or pre-invoice"
        >
          <h3>A report or a pre-invoice</h3>
          <CustomerField choices={choices} value={documentCustomer} onChange={setDocumentCustomer} />
          <fieldset className="rr-fieldset">
            <legend className="rr-fieldset__legend">What to approve</legend>
            <div className="rr-fieldset__options">
              <label className="rr-check">
                <input type="radio" name="subject" value="report" defaultChecked /> Report
              </label>
              <label className="rr-check">
                <input type="radio" name="subject" value="pre-invoice" /> Pre-invoice
              </label>
            </div>
          </fieldset>
          <TextInput label="Order number or BHA report id" name="subjectRef" required placeholder="41038" />
          <button type="submit" className="rr-button" data-variant="primary">
            Ask for approval
          </button>
        </Form>
      </div>
    </section>
  );
}
