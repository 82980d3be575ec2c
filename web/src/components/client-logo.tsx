import { useEffect, useState } from 'react';
import { apiCall } from '../lib/api-call';
import { loadLogoRoute } from '../../../contract/client-logo';

/** The client's logo (GET /auction/loadlogo/{clientCode}, an authorised blob); nothing when none. */
export function ClientLogo({ clientCode, clientName, version = 0 }: { clientCode: string | null | undefined; clientName: string; version?: number }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!clientCode) return;
    let objectUrl: string | null = null;
    let live = true;
    void apiCall(loadLogoRoute, { params: { clientCode } }).then((r) => {
      // A failed load clears the logo (spec §7).
      if (!live) return;
      if (r.ok && r.data.blob.size > 0) {
        objectUrl = URL.createObjectURL(r.data.blob);
        setUrl(objectUrl);
      } else setUrl(null);
    });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [clientCode, version]);
  return url ? <img className="logo" src={url} alt={`${clientName} logo`} /> : null;
}
