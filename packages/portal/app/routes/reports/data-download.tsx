import { useSnackbar } from '@rigready/ui';
import { useEffect, useRef } from 'react';
import { portalApi } from '../../components/portal-api.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import type { Route } from './+types/data-download';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Data download · rigready' }];
}

const EQUIPMENT = ['dp', 'dc', 'hw'] as const;
type Equipment = (typeof EQUIPMENT)[number];

export async function loader({ request }: Route.LoaderArgs) {
  await requirePageUser(request);
  const q = new URL(request.url).searchParams.get('q');
  return { q: EQUIPMENT.find((value) => value === q) ?? null };
}

// Spec part 2 §2, §8, §9: 'Loading data...' for 4 s, then 'Successfully downloaded data' for 5 s, or the
// red 'Error: Could not fetch data'; core's call saves the file as <q>_oimr.json.
function useDownload(q: Equipment | null) {
  const snackbar = useSnackbar();
  return async () => {
    if (!q) return;
    snackbar.show('Loading data...', { duration: 4000 });
    try {
      await portalApi().then((api) => api[`${q}json`]());
      snackbar.show('Successfully downloaded data', { tone: 'success', duration: 5000 });
    } catch {
      snackbar.showError('Error: Could not fetch data');
    }
  };
}

export default function DataDownload({ loaderData }: Route.ComponentProps) {
  const { q } = loaderData;
  const download = useDownload(q);
  const started = useRef<Equipment | null>(null);
  useEffect(() => {
    if (started.current === q) return;
    started.current = q;
    void download();
  });
  return (
    <div className="rr-page">
      <h1>Data download</h1>
      {q ? (
        <>
          <p>
            The {q} data downloads as <code>{q}_oimr.json</code>.
          </p>
          <button type="button" className="rr-button" onClick={() => void download()}>
            Download again
          </button>
        </>
      ) : (
        <p className="rr-form-alert" data-tone="error">
          Choose the data to download: ?q=dp, ?q=dc or ?q=hw.
        </p>
      )}
    </div>
  );
}
