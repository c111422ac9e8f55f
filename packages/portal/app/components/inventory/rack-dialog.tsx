import type { JointClass, RackAnswer, RackColourScale } from '@rigready/core';
import { ModalDialog, RackGrid } from '@rigready/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { portalApi } from '../portal-api.js';
import { RackScaleSwitch } from '../racks/rack-scale-switch.js';
import { jointHref } from '../serial-links.js';

/**
 * The rack dialog of the inventory: the named rack's grid with the caller's joints coloured by the
 * inventory dialog's age rule (green under 180 days, yellow to 365, red after) or, switched, by class at
 * their latest inspection, others' positions shown as occupied, and a link to the rack in the rack location
 * view (where its labels are printed). Opened by ?showrack=<rack>. Ages count to `today`, the server's day
 * in the provider's zone.
 *
 * @example
 * <RackDialog rack="R12" today={loaderData.clock.today} onClose={() => setSearchParams({})} />
 */
export function RackDialog({
  rack,
  today,
  onClose,
}: {
  rack: string | null;
  today: string;
  onClose: () => void;
}) {
  const [answer, setAnswer] = useState<RackAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const [scale, setScale] = useState<RackColourScale>('rack-dialog');
  useEffect(() => {
    if (!rack) return;
    let current = true;
    setAnswer(null);
    setFailed(false);
    portalApi()
      .then((api) => api.getPipes({ rackname: rack }))
      .then(
        (loaded) => current && setAnswer(loaded),
        () => current && setFailed(true),
      );
    return () => {
      current = false;
    };
  }, [rack]);
  const info = answer?.rackinfo;
  const occupied = (answer as { occupiedPositions?: number[] } | null)?.occupiedPositions ?? [];
  return (
    <ModalDialog
      open={rack !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Rack ${rack ?? ''}`}
      size="full"
    >
      {failed ? <p role="alert">Rack {rack} was not found.</p> : null}
      {!answer && !failed ? <p aria-busy="true">Loading…</p> : null}
      {answer && info ? <RackScaleSwitch ageScale="rack-dialog" scale={scale} onChange={setScale} /> : null}
      {answer && info ? (
        <RackGrid
          rack={{
            Site: info.Site ?? null,
            Rack_ID: String(info.Rack_ID),
            Maxrowcount: Number(info.Maxrowcount) || 10,
            Capacity:
              Number((info as { Capacity?: number | null }).Capacity) ||
              Math.max(
                Number(info.Maxrowcount) || 10,
                ...answer.pipes.map((pipe) => Number(pipe.Position) || 0),
              ),
            isOCTG: (info as { isOCTG?: boolean }).isOCTG ?? null,
          }}
          joints={answer.pipes.map((pipe) => ({
            ...pipe,
            Serial_Number: pipe.Serial_Number,
            Position: pipe.Position ?? null,
            // getPipes gives each joint its class (a field the core client passes through).
            Class: (pipe as { Class?: JointClass | null }).Class ?? null,
          }))}
          occupiedPositions={occupied}
          colourRule={scale}
          today={today}
          colormap={answer.colormap}
          label={`Rack ${info.Rack_ID}`}
          jointHref={(joint) => jointHref(joint.Serial_Number)}
        />
      ) : null}
      {answer && info ? (
        <p>
          <Link
            to={`/racklocation?${new URLSearchParams({ rack: String(info.Rack_ID), ...(info.Site ? { site: info.Site } : {}) })}`}
          >
            Open rack {String(info.Rack_ID)} in the rack location view
          </Link>{' '}
          to print its labels or see it on the storage scale.
        </p>
      ) : null}
    </ModalDialog>
  );
}
