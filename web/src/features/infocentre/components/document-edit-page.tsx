/**
 * Spec 2.3: the rules (5 slots), asset (9) and operational (2) document edit pages of the session's
 * auction. Each row: its file link, details, an upload with its checklist state (unset, chosen,
 * uploaded with a tick) and Display in AIC. Save uploads the chosen files, then saves the rows; it is
 * disabled with the spec's tooltip once the info centre is complete (the server refuses too).
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { MSG } from '../../../../../core/domain/messages';
import { documentTypeRefused } from '../../../../../core/domain/staff-messages';
import { acceptedDocumentType, ACCEPTED_DOCUMENT_EXTENSIONS } from '../../../../../core/infocentre/document-type';
import type { InfoCentreKind } from '../../../../../core/domain/entities';
import { DOCUMENT_KINDS, infoCentreRoutes, type DocumentRow } from '../../../../../contract/infocentre';
import { AuctionPicker } from '../../../components/auction-picker';
import { Button } from '../../../components/button';
import { CellInput } from '../../../components/form-field';
import { PageTitle } from '../../../components/page-title';
import { notify } from '../../../components/toast';
import { apiCall } from '../../../lib/api-call';
import { bodyFieldErrors } from '../../../lib/body-check';
import { useSession } from '../../../lib/session';
import { useRouteQuery } from '../../../lib/use-api-query';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';
import { useSessionAuction } from '../../../lib/use-session-auction';
import { DOCUMENT_CARDS, downloadDocument } from '../hooks/document-download';

const KIND_OF_PATH: Record<string, InfoCentreKind> = {
  '/auctionrulesedit': 'rules',
  '/assetinformationedit': 'assets',
  '/operationalmanagementedit': 'ops',
};

type UploadState = { state: 'unset' } | { state: 'chosen'; file: File } | { state: 'uploaded' };
interface EditRow {
  row: DocumentRow;
  details: string;
  displayFlag: boolean;
  upload: UploadState;
}

export default function DocumentEditPage() {
  const [location, navigate] = useLocation();
  const kind = KIND_OF_PATH[location] ?? 'rules';
  const k = DOCUMENT_KINDS.find((d) => d.kind === kind) ?? DOCUMENT_KINDS[0];
  const routes = infoCentreRoutes[kind];
  const title = DOCUMENT_CARDS.find((c) => c.kind === kind)?.title ?? '';
  const { auctionId } = useSession();
  const { data: auction, reload: reloadAuction } = useSessionAuction();
  const { data } = useRouteQuery(routes.edit, { params: { auctionId: auctionId ?? 0 } }, { enabled: auctionId !== null });
  const [rows, setRows] = useState<EditRow[]>([]);
  useEffect(() => setRows((data ?? []).map((row) => ({ row, details: row.details, displayFlag: row.displayFlag, upload: { state: 'unset' } }))), [data]);
  const complete = auction?.aicapprovalFlag ?? false;
  const patch = (i: number, p: Partial<EditRow>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...p } : r)));

  const [errors, setErrors] = useState<Record<string, string>>({});
  // Unsaved: a details text or display flag changed since loaded or saved, or a file chosen and not uploaded.
  const dirty = rows.some((r) => r.details !== r.row.details || r.displayFlag !== r.row.displayFlag || r.upload.state === 'chosen');
  const { confirmLeave } = useUnsavedChanges(dirty);

  const save = async () => {
    if (auctionId === null) return;
    // The rows as the save sends them, checked first with the save route's own schema (details: at
    // most 10,000 characters), so nothing is uploaded or saved that the server would refuse.
    const body = (rs: readonly EditRow[]) => rs.map((r) => ({ id: r.row.id, details: r.details, displayFlag: r.displayFlag }));
    const refused = bodyFieldErrors(routes.save, body(rows));
    setErrors(refused);
    if (Object.keys(refused).length > 0) return;
    const chosen = rows.filter((r): r is EditRow & { upload: { state: 'chosen'; file: File } } => r.upload.state === 'chosen');
    let current = rows;
    // The info centre's document types, checked by content as the server does: a refused file stops the save before anything is sent.
    for (const r of chosen) {
      if ((await acceptedDocumentType(r.upload.file.name, new Uint8Array(await r.upload.file.arrayBuffer()))) === null) {
        notify('error', documentTypeRefused(r.upload.file.name));
        return;
      }
    }
    if (chosen.length > 0) {
      const form = new FormData();
      for (const r of chosen) {
        form.append('uploadedfiles', r.upload.file, r.upload.file.name);
        form.append(k.idField, String(r.row.id));
      }
      const up = await apiCall(routes.upload, { params: { auctionId }, body: form });
      if (!up.ok) {
        notify('error', up.code === 'LOCKED' ? MSG.INFOCENTRE_COMPLETE : up.fields?.uploadedfiles ?? MSG.UNABLE_TO_UPLOAD_FILES);
        return;
      }
      current = rows.map((r) => {
        const fresh = up.data.rows.find((x) => x.id === r.row.id) ?? r.row;
        return { ...r, row: fresh, upload: r.upload.state === 'chosen' ? { state: 'uploaded' } : r.upload };
      });
      // What was typed or chosen while the files went up stays: only the rows and the files sent change.
      const sent = new Map(chosen.map((r) => [r.row.id, r.upload]));
      setRows((rs) =>
        rs.map((r) => ({ ...r, row: up.data.rows.find((x) => x.id === r.row.id) ?? r.row, upload: r.upload === sent.get(r.row.id) ? { state: 'uploaded' } : r.upload })),
      );
    }
    const res = await apiCall(routes.save, { body: body(current) });
    if (res.ok) {
      notify('success', MSG.SAVED_SUCCESSFULLY);
      // The saved texts become the rows' own; a text typed while the save was on its way stays, unsaved.
      const saved = new Map(current.map((r) => [r.row.id, { details: r.details, displayFlag: r.displayFlag }]));
      setRows((rs) => rs.map((r) => ({ ...r, row: { ...r.row, ...saved.get(r.row.id) } })));
    } else notify('error', res.code === 'LOCKED' ? MSG.INFOCENTRE_COMPLETE : MSG.UNABLE_TO_SAVE);
    void reloadAuction();
  };

  return (
    <div className="page">
      <PageTitle text={title} />
      <div className="row">
        <AuctionPicker />
      </div>
      <div className="table-wrap">
        <table className="data">
          <caption className="sr-only">{title} documents</caption>
          <thead>
            <tr>
              <th scope="col">Document Links</th>
              <th scope="col">Details</th>
              <th scope="col">Upload file</th>
              <th scope="col">Display in AIC</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.row.id}>
                <td>
                  {r.row.fileName ? (
                    <Button variant="link" onClick={() => void downloadDocument(kind, r.row)}>
                      {r.row.fileName}
                    </Button>
                  ) : (
                    <span className="placeholder-id">No file</span>
                  )}
                </td>
                <td>
                  <CellInput label={`Details of document ${i + 1}`} value={r.details} error={errors[`${i}.details`]} onChange={(v) => patch(i, { details: v })} />
                </td>
                <td>
                  <span className="row">
                    <input
                      type="file"
                      accept={ACCEPTED_DOCUMENT_EXTENSIONS.join(',')}
                      aria-label={`Upload file for document ${i + 1}`}
                      onChange={(e) => {
                        const file = e.target.files?.[0];
                        patch(i, { upload: file ? { state: 'chosen', file } : { state: 'unset' } });
                      }}
                    />
                    {r.upload.state === 'chosen' && <span>Pending upload</span>}
                    {r.upload.state === 'uploaded' && (
                      <span className="tick" aria-label="Uploaded">
                        ✓
                      </span>
                    )}
                  </span>
                </td>
                <td>
                  <input type="checkbox" aria-label={`Display document ${i + 1} in AIC`} checked={r.displayFlag} onChange={(e) => patch(i, { displayFlag: e.target.checked })} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="row" style={{ marginTop: 12 }}>
        <span title={complete ? MSG.INFOCENTRE_COMPLETE : undefined}>
          <Button disabled={complete || auctionId === null} aria-describedby={complete ? 'save-locked' : undefined} onClick={() => void save()}>
            Save
          </Button>
        </span>
        {complete && (
          <span id="save-locked" className="sr-only">
            {MSG.INFOCENTRE_COMPLETE}
          </span>
        )}
        <Button variant="secondary" onClick={() => confirmLeave() && navigate('/infocenterlist')}>
          Close
        </Button>
      </div>
    </div>
  );
}
