import { formatDateTime } from '@rigready/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { EntryCard } from '../../components/field/entry-card.js';
import { serialKey } from '../../components/field/field-copy.js';
import { ScanCamera } from '../../components/field/scanner/scan-camera.js';
import { useFieldScreen } from '../../components/field/use-field-screen.js';

export function meta() {
  return [{ title: 'Scan a label · rigready' }];
}

export default function Scan() {
  const { index, online, timeZone } = useFieldScreen();
  const [serial, setSerial] = useState<string | null>(null);
  const entry = serial && index ? (index.bySerial.get(serialKey(serial)) ?? null) : null;
  return (
    <div className="rr-field-screen">
      <h1>Scan a label</h1>
      <p>Point the camera at a joint's or tool's QR label, or type its serial number.</p>
      <ScanCamera onSerial={setSerial} submitLabel="Open" />
      {serial === null ? null : entry && index ? (
        <EntryCard entry={entry} takenAt={index.takenAt} timeZone={timeZone} online={online} />
      ) : (
        <div className="rr-field-card" role="alert">
          <h2>{serial}</h2>
          <p>
            {index
              ? `Not one of your joints or tools in the copy of ${formatDateTime(index.takenAt, { timeZone })}.`
              : 'There is no copy of your joints and tools on this device yet.'}
          </p>
          {online ? (
            <Link to={`/joints/${encodeURIComponent(serial)}`} className="rr-button" reloadDocument>
              Look it up in the portal
            </Link>
          ) : null}
        </div>
      )}
    </div>
  );
}
