import { CountScreen } from '../../components/field/count-screen.js';

export function meta() {
  return [{ title: 'Check a delivery · rigready' }];
}

export default function DeliveryCheck() {
  return (
    <div className="rr-field-screen">
      <h1>Check a delivery</h1>
      <p>
        Scan the joints and tools of a delivery ticket where they arrive: what is found, missing or extra.
      </p>
      <CountScreen kind="delivery" />
    </div>
  );
}
