import { CountScreen } from '../../components/field/count-screen.js';

export function meta() {
  return [{ title: 'Count a rack · rigready' }];
}

export default function RackCount() {
  return (
    <div className="rr-field-screen">
      <h1>Count a rack</h1>
      <p>
        Scan every joint and tool in the rack: what is found, missing, belongs in another rack or is not
        yours.
      </p>
      <CountScreen kind="rack" />
    </div>
  );
}
