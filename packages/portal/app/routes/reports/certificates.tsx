import { PdfViewerDialog } from '@rigready/ui';
import { useState } from 'react';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { portalDocumentStore } from '../../server/document-store/portal-document-store.server.js';
import { pageScope } from '../../server/pages/page-scope.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import { availableProviderCertificates } from '../../server/services/reports.server.js';
import type { Route } from './+types/certificates';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Certificates · rigready' }];
}

// The page names the certificates that have a file; each opens in a frame of /certificates/<name>, the one
// answer the portal lets its own pages frame (its CSP keeps `object-src 'none'`, so no <object> viewer).
export async function loader({ request }: Route.LoaderArgs) {
  const identity = await requirePageUser(request);
  const store = portalDocumentStore(getPortalRuntime());
  return { available: await availableProviderCertificates(pageScope(identity), store) };
}

const CERTIFICATES = [
  { key: 'NTO', title: 'NTO' },
  { key: 'ISO', title: 'ISO 9001 | ISO 14001' },
  { key: 'JQS', title: 'JQS' },
] as const;

type Shown = { key: string; title: string };

export default function Certificates({ loaderData }: Route.ComponentProps) {
  const [shown, setShown] = useState<Shown | null>(null);
  const available = new Set<string>(loaderData.available);
  return (
    <div className="rr-page">
      <h1>Certificates</h1>
      <p>Our NTO, ISO 9001 | ISO 14001 and JQS certificates: open one to read it here or download it.</p>
      <div className="rr-certificates">
        {CERTIFICATES.map(({ key, title }) => (
          <button key={key} type="button" className="rr-button" onClick={() => setShown({ key, title })}>
            {title}
          </button>
        ))}
      </div>
      <PdfViewerDialog
        open={shown !== null}
        onOpenChange={(next) => (next ? undefined : setShown(null))}
        title={shown?.title ?? ''}
        source={shown && available.has(shown.key) ? `/certificates/${shown.key}` : null}
        fileName={shown ? `${shown.key}.pdf` : undefined}
        error={shown && !available.has(shown.key) ? 'PDF does not exist' : null}
      />
    </div>
  );
}
