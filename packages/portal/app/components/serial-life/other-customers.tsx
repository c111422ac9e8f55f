import { Link } from 'react-router';

/** Props of {@link OtherCustomers}. */
export interface OtherCustomersProps {
  /** The page of this serial number: `/joints/<serial>` or `/tools/<serial>`. */
  path: string;
  customer: string;
  others: readonly string[];
}

/**
 * For an admin who views as no customer and sees several customers' joints or tools of one serial number:
 * whose this one is, and links to the others'. Nothing otherwise.
 *
 * @example
 * <OtherCustomers path="/joints/NW-0001" customer="Northwind Drilling" others={['Polar Energy']} />
 */
export function OtherCustomers({ path, customer, others }: OtherCustomersProps) {
  if (others.length === 0) return null;
  return (
    <p>
      This is {customer}'s. Same serial number at{' '}
      {others.map((other, index) => (
        <span key={other}>
          {index > 0 ? ', ' : null}
          <Link className="rr-tap-link" to={`${path}?customer=${encodeURIComponent(other)}`}>
            {other}
          </Link>
        </span>
      ))}
      .
    </p>
  );
}
