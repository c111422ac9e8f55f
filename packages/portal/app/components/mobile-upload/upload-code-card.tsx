import { QrCode } from '@rigready/ui';
import { Form } from 'react-router';

/** An upload code as the admin page shows it once, right after issuing it. */
export interface IssuedCodeView {
  code: string;
  link: string;
  customer: string;
  orderNo: string;
  expiresAt: string;
}

/** Props of {@link UploadCodeCard}. */
export interface UploadCodeCardProps {
  customers: readonly string[];
  issued: IssuedCodeView | null;
}

/**
 * The admin's 'Upload code' card: choose a customer and an order number, get a one-time code for a
 * technician's phone as text, as a link and as a QR code.
 *
 * @example
 * <UploadCodeCard customers={loaderData.customers} issued={answer?.uploadCode ?? null} />
 */
export function UploadCodeCard({ customers, issued }: UploadCodeCardProps) {
  return (
    <li className="rr-admin__card">
      <h2>Upload code</h2>
      <p>A one-time code (30 minutes) that lets a phone add photos and PDFs to one order.</p>
      <Form method="post" style={{ display: 'grid', gap: 8 }}>
        <input type="hidden" name="intent" value="upload-code" />
        <label style={{ display: 'grid', gap: 2 }}>
          <span>Customer</span>
          <select name="customer" required defaultValue="">
            <option value="" disabled>
              Choose a customer
            </option>
            {customers.map((customer) => (
              <option key={customer} value={customer}>
                {customer}
              </option>
            ))}
          </select>
        </label>
        <label style={{ display: 'grid', gap: 2 }}>
          <span>Order number</span>
          <input name="orderNo" required autoComplete="off" />
        </label>
        <button type="submit" className="rr-button" data-variant="primary">
          Issue upload code
        </button>
      </Form>
      {issued ? (
        <section aria-label="Issued upload code" style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
          <p>
            Code for order <strong>{issued.orderNo}</strong> of {issued.customer}:{' '}
            <strong data-testid="upload-code">{issued.code}</strong>, valid until{' '}
            {new Date(issued.expiresAt).toLocaleTimeString()}.
          </p>
          <QrCode value={issued.link} title={`Upload code QR for order ${issued.orderNo}`} size={200} />
          <a href={issued.link} data-testid="upload-link" style={{ overflowWrap: 'anywhere' }}>
            {issued.link}
          </a>
        </section>
      ) : null}
    </li>
  );
}
