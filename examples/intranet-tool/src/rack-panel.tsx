import { type ApiClient, calendarDay, type PipesAndRacksAnswer } from '@rigready/core';
import { RackGrid } from '@rigready/ui';
import { useState } from 'react';
import type { PortalSession } from './session';
import { useCall } from './use-call';

type RackEntry = PipesAndRacksAnswer['racks'][number];

// The rack answer may leave Capacity out; then the rack is as many full rows as its highest position needs.
function capacityOf({ rackinfo, pipes, occupiedPositions }: RackEntry): number {
  if (rackinfo.Capacity) return rackinfo.Capacity;
  const highest = Math.max(1, ...pipes.map((pipe) => pipe.Position), ...occupiedPositions);
  return Math.ceil(highest / rackinfo.Maxrowcount) * rackinfo.Maxrowcount;
}

/**
 * The racks holding the customer's joints, from `/api/getPipesAndRacks`: a rack chooser and the chosen
 * rack in the kit's RackGrid. Ages count to the day of the answer in the yard's time zone, so they do not
 * drift while it is shown.
 *
 * @example
 * <RackPanel api={api} session={session} />
 */
export function RackPanel({ api, session }: { api: ApiClient; session: PortalSession }) {
  const answer = useCall(
    async (signal) => ({
      racks: await api.getPipesAndRacks({ username: session.username }, { signal }),
      today: calendarDay(new Date(), 'Europe/Oslo'),
    }),
    session.username,
  );
  const [chosen, setChosen] = useState(0);
  if (answer.status === 'loading')
    return (
      <p className="panel" role="status">
        Loading racks…
      </p>
    );
  if (answer.status === 'error')
    return (
      <p className="panel" role="alert">
        Racks: {answer.message}
      </p>
    );
  const { racks } = answer.value.racks;
  const rack = racks[Math.min(chosen, racks.length - 1)];
  return (
    <section className="panel" aria-labelledby="racks-heading">
      <h2 id="racks-heading">Racks</h2>
      {rack ? (
        <>
          <label className="rack-chooser">
            Rack{' '}
            <select value={racks.indexOf(rack)} onChange={(event) => setChosen(Number(event.target.value))}>
              {racks.map((entry, index) => (
                <option key={`${entry.rackinfo.Site}/${entry.rackinfo.Rack_ID}`} value={index}>
                  {entry.rackinfo.Rack_ID} ({entry.rackinfo.Site}, {entry.pipes.length} joints)
                </option>
              ))}
            </select>
          </label>
          <RackGrid
            rack={{ ...rack.rackinfo, Capacity: capacityOf(rack) }}
            joints={rack.pipes}
            occupiedPositions={rack.occupiedPositions}
            today={answer.value.today}
          />
        </>
      ) : (
        <p>None of your joints is in a rack.</p>
      )}
    </section>
  );
}
