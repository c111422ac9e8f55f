import { certificatePdfBytes } from '@rigready/core';
import { PdfViewerDialog } from '@rigready/ui';
import { useState } from 'react';
import { portalApi } from '../components/portal-api.js';
import { requirePageUser } from '../server/access/require-page.server.js';
import type { Route } from './+types/certificates';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Certificates · rigready' }];
}

// The certificates are large base64 texts: the page loads none of them, each button fetches on demand.
export async function loader({ request }: Route.LoaderArgs) {
  await requirePageUser(request);
  return null;
}

const CERTIFICATES = [
  { key: 'NTO', title: 'NTO' },
  { key: 'ISO', title: 'ISO 9001 | ISO 14001' },
  { key: 'JQS', title: 'JQS' },
] as const;

type Shown = { title: string; source: Blob | null; error: string | null };

export default function Certificates() {
  const [shown, setShown] = useState<Shown | null>(null);
  const open = async (key: (typeof CERTIFICATES)[number]['key'], title: string) => {
    setShown({ title, source: null, error: null });
    try {
      const bytes = certificatePdfBytes((await portalApi().getCertificates())[key]);
      setShown({
        title,
        source: bytes ? new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }) : null,
        error: bytes ? null : 'PDF does not exist',
      });
    } catch {
      setShown({ title, source: null, error: 'PDF does not exist' });
    }
  };
  return (
    <div className="rr-page">
      <h1>Certificates</h1>
      <div className="rr-certificates">
        {CERTIFICATES.map(({ key, title }) => (
          <button key={key} type="button" className="rr-button" onClick={() => void open(key, title)}>
            {title}
          </button>
        ))}
      </div>
      <PdfViewerDialog
        open={shown !== null}
        onOpenChange={(next) => (next ? undefined : setShown(null))}
        title={shown?.title ?? ''}
        source={shown?.source ?? null}
        error={shown?.error ?? null}
      />
    </div>
  );
}
