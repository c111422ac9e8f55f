/** One uploaded document in {@link OrderUploadsList}. */
export interface OrderUploadsListItem {
  id: string;
  Order_No: string;
  name: string;
  size: number;
  uploadedAt: string;
  link: string;
}

/**
 * The photos and PDFs technicians added to the customer's orders from the field, newest last, each a
 * download through the portal's document route. Nothing is shown when there are none.
 *
 * @example
 * <OrderUploadsList uploads={loaderData.uploads} />
 */
export function OrderUploadsList({ uploads }: { uploads: readonly OrderUploadsListItem[] }) {
  if (uploads.length === 0) return null;
  return (
    <section aria-labelledby="order-uploads-title" style={{ marginTop: 24 }}>
      <h2 id="order-uploads-title">Documents from the field</h2>
      <ul style={{ display: 'grid', gap: 4, paddingLeft: 18 }}>
        {uploads.map((upload) => (
          <li key={upload.id}>
            Order {upload.Order_No}:{' '}
            <a href={upload.link} download={upload.name}>
              {upload.name}
            </a>{' '}
            ({Math.max(1, Math.round(upload.size / 1024))} KB, {upload.uploadedAt.slice(0, 10)})
          </li>
        ))}
      </ul>
    </section>
  );
}
