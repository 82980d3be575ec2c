import type { DocumentRow } from '../../../../../contract/infocentre';
import { infoCentreRoutes } from '../../../../../contract/infocentre';
import type { InfoCentreKind } from '../../../../../core/domain/entities';
import { apiCall } from '../../../lib/api-call';
import { saveBlob } from '../../../lib/api-client';

/** Downloads a document row's file under the name it was uploaded with (spec §7: "saved under the file name from the link"). */
export async function downloadDocument(kind: InfoCentreKind, row: DocumentRow): Promise<void> {
  const res = await apiCall(infoCentreRoutes[kind].download, { body: { id: row.id } });
  if (res.ok) saveBlob(res.data.blob, row.fileName ?? 'document');
}

export const DOCUMENT_CARDS: readonly { kind: InfoCentreKind; title: string; editPath: string }[] = [
  { kind: 'rules', title: 'Auction Rules', editPath: '/auctionrulesedit' },
  { kind: 'assets', title: 'Asset Information', editPath: '/assetinformationedit' },
  { kind: 'ops', title: 'Operational Information', editPath: '/operationalmanagementedit' },
];
