import { formatDateTime } from '@rigready/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  type CountTarget,
  expectedSerials,
  judgeScan,
  missingSerials,
  type ScanOutcome,
} from './count-verdict.js';
import { type DeviceCount, targetWords } from './device-count.js';
import { type FieldEntry, type FieldIndex, serialKey } from './field-copy.js';
import { ScanCamera } from './scanner/scan-camera.js';
import { useFieldScreen } from './use-field-screen.js';

const OUTCOME_WORDS: Record<ScanOutcome, string> = {
  found: 'Found',
  'other-rack': 'Belongs elsewhere',
  extra: 'Not on the ticket',
  unexpected: 'Unexpected',
};

const STATUS_WORDS: Record<DeviceCount['status'], string> = {
  open: 'Counting',
  pending: 'Waiting for a connection',
  sent: 'Recorded',
  refused: 'Refused',
};

function whereWords(entry: FieldEntry | null | undefined): string {
  if (!entry?.rack) return entry ? `no rack (${entry.location ?? 'no location'})` : '';
  return `${entry.rack}${entry.place ? ` ${entry.kind === 'joint' ? 'pos' : 'slot'} ${entry.place}` : ''}, ${entry.site ?? ''}`;
}

function targetChoices(
  index: FieldIndex,
  kind: CountTarget['kind'],
): { value: string; words: string; target: CountTarget }[] {
  if (kind === 'rack')
    return index.racks.map(({ site, rack }) => {
      const target: CountTarget = { kind: 'rack', site, rack };
      return {
        value: `${site}\u0000${rack}`,
        words: `${rack}, ${site} · ${expectedSerials(index, target).length} expected`,
        target,
      };
    });
  return index.deliveries.map((dtNo) => {
    const target: CountTarget = { kind: 'delivery', dtNo };
    return { value: dtNo, words: `${dtNo} · ${expectedSerials(index, target).length} expected`, target };
  });
}

function StartCount({
  kind,
  onStart,
}: {
  kind: CountTarget['kind'];
  onStart: (target: CountTarget) => void;
}) {
  const { index } = useFieldScreen();
  if (!index) return <p>Open this page once online to take a copy of your joints and tools first.</p>;
  const choices = targetChoices(index, kind);
  if (choices.length === 0)
    return (
      <p>
        {kind === 'rack'
          ? 'None of your joints or tools lies in a rack.'
          : 'None of your joints or tools is on a delivery ticket.'}
      </p>
    );
  return (
    <form
      className="rr-field-start"
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get('target');
        const chosen = choices.find((choice) => choice.value === value);
        if (chosen) onStart(chosen.target);
      }}
    >
      <label>
        {kind === 'rack' ? 'Rack (your joints and tools in it)' : 'Delivery ticket (its joints and tools)'}
        <select name="target">
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.words}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="rr-button" data-variant="primary">
        Start counting
      </button>
    </form>
  );
}

function OpenCount({ count }: { count: DeviceCount }) {
  const { index, changeCount, discardCount, sendCounts } = useFieldScreen();
  const [notice, setNotice] = useState<string | null>(null);
  // Every scan redraws the screen; the rack's expected serials change only with the copy.
  const expected = useMemo(() => (index ? expectedSerials(index, count.target) : []), [index, count.target]);
  if (!index) return null;
  const missing = missingSerials(
    expected,
    count.scans.map((scan) => scan.serial),
  );
  const tally = (outcome: ScanOutcome) => count.scans.filter((scan) => scan.outcome === outcome).length;
  const onSerial = (serial: string) => {
    const judged = judgeScan(index, count.target, serial);
    const scan = { serial: judged.serial, at: new Date().toISOString(), outcome: judged.outcome };
    let repeat = false;
    void changeCount(count.key, (now) => {
      repeat = now.scans.some((earlier) => serialKey(earlier.serial) === serialKey(scan.serial));
      return repeat ? now : { ...now, scans: [scan, ...now.scans] };
    }).then(() =>
      setNotice(
        repeat ? `${scan.serial} is counted already.` : `${scan.serial}: ${OUTCOME_WORDS[scan.outcome]}`,
      ),
    );
  };
  const finish = () =>
    void changeCount(count.key, (now) => ({
      ...now,
      status: 'pending',
      finishedAt: new Date().toISOString(),
      missing: missingSerials(
        expected,
        now.scans.map((scan) => scan.serial),
      ),
    })).then(sendCounts);
  return (
    <section className="rr-field-count" aria-label={targetWords(count.target)}>
      <h2>{targetWords(count.target)}</h2>
      <ScanCamera onSerial={onSerial} submitLabel="Add" />
      <p className="rr-field-count__notice" aria-live="polite">
        {notice}
      </p>
      <dl className="rr-field-count__tally">
        <div>
          <dt>Found</dt>
          <dd>
            {tally('found')} of {expected.length}
          </dd>
        </div>
        <div>
          <dt>Missing</dt>
          <dd>{missing.length}</dd>
        </div>
        <div>
          <dt>{count.target.kind === 'rack' ? 'Belongs elsewhere' : 'Not on the ticket'}</dt>
          <dd>{tally(count.target.kind === 'rack' ? 'other-rack' : 'extra')}</dd>
        </div>
        {count.target.kind === 'rack' ? (
          <div>
            <dt>Unexpected</dt>
            <dd>{tally('unexpected')}</dd>
          </div>
        ) : null}
      </dl>
      <div className="rr-field-count__actions">
        <button type="button" className="rr-button" data-variant="primary" onClick={finish}>
          Finish count
        </button>
        <button type="button" className="rr-button" onClick={() => void discardCount(count.key)}>
          Discard
        </button>
      </div>
      <h3>Scanned ({count.scans.length})</h3>
      <ol className="rr-field-count__scans" aria-label="Scanned">
        {count.scans.map((scan) => {
          const entry = index.bySerial.get(serialKey(scan.serial));
          return (
            <li key={scan.serial} data-outcome={scan.outcome}>
              <span className="rr-field-count__serial">{scan.serial}</span>{' '}
              <span className="rr-field-count__outcome">{OUTCOME_WORDS[scan.outcome]}</span>
              {scan.outcome === 'other-rack' ? <span> · belongs in {whereWords(entry)}</span> : null}
            </li>
          );
        })}
      </ol>
      <details>
        <summary>Missing ({missing.length})</summary>
        <ul aria-label="Missing">
          {missing.map((serial) => (
            <li key={serial}>
              {serial} · {whereWords(index.bySerial.get(serialKey(serial)))}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

function DeviceCounts({ kind }: { kind: CountTarget['kind'] }) {
  const { counts, timeZone, online, sendCounts } = useFieldScreen();
  const done = counts.filter((count) => count.status !== 'open' && count.target.kind === kind);
  if (done.length === 0) return null;
  return (
    <section className="rr-field-done" aria-label="Counts on this device">
      <h2>On this device</h2>
      <ul>
        {done.map((count) => (
          <li key={count.key} data-status={count.status}>
            <strong>{targetWords(count.target)}</strong> · {count.scans.length} scanned ·{' '}
            {formatDateTime(count.finishedAt ?? count.startedAt, { timeZone })} ·{' '}
            <span className="rr-field-done__status">
              {count.status === 'sent' && count.number ? (
                online ? (
                  <Link to={`/counts/${count.number}`} reloadDocument>
                    {`${STATUS_WORDS.sent} as ${count.number}`}
                  </Link>
                ) : (
                  `${STATUS_WORDS.sent} as ${count.number}`
                )
              ) : (
                STATUS_WORDS[count.status]
              )}
              {count.conflicts ? `, ${count.conflicts} moved since the copy` : ''}
              {count.refusal ? `: ${count.refusal}` : ''}
            </span>
          </li>
        ))}
      </ul>
      {online && done.some((count) => count.status === 'pending') ? (
        <button type="button" className="rr-button" onClick={() => void sendCounts()}>
          Send now
        </button>
      ) : null}
    </section>
  );
}

/**
 * A count on the device: pick a rack or a delivery ticket from the copy, scan (camera or typed), see found,
 * missing and the rest as they come, finish. Every scan is saved on the device as it is made; a finished
 * count is sent when online, with its own key, so it is recorded once.
 *
 * @example
 * <CountScreen kind="rack" />
 */
export function CountScreen({ kind }: { kind: CountTarget['kind'] }) {
  const { counts, index, saveCount } = useFieldScreen();
  const open = counts.find((count) => count.status === 'open' && count.target.kind === kind);
  const start = (target: CountTarget) =>
    void saveCount({
      key: crypto.randomUUID(),
      target,
      startedAt: new Date().toISOString(),
      finishedAt: null,
      copyTakenAt: index?.takenAt ?? new Date().toISOString(),
      scans: [],
      missing: [],
      status: 'open',
      number: null,
      conflicts: null,
      refusal: null,
    });
  return (
    <>
      {open ? <OpenCount count={open} /> : <StartCount kind={kind} onStart={start} />}
      <DeviceCounts kind={kind} />
    </>
  );
}
