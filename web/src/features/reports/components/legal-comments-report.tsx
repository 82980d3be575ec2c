/**
 * Report 7, Legal Bid Comments (spec §2.7): header, Bidding Borrower and Bid Comments / Precedent;
 * Export, Edit (every row editable) and Add Row (a small form), the last two only for the roles the
 * endpoint table lets save (never a Client). The view toggles between view, edit and add-row.
 */
import { useCallback, useEffect, useState } from 'react';
import { reportRoutes } from '../../../../../contract/reports';
import { MSG } from '../../../../../core/domain/messages';
import { Button } from '../../../components/button';
import { CardForm } from '../../../components/card-form';
import { CellInput, TextField } from '../../../components/form-field';
import { notify } from '../../../components/toast';
import { freeTextsTooLong } from '../../../../../core/validation/text-limit-fields';
import { apiCall } from '../../../lib/api-call';
import type { ApiResult } from '../../../lib/api-client';
import { bodyFieldErrors, firstFieldErrors, rowFieldErrors } from '../../../lib/body-check';
import { useSession } from '../../../lib/session';
import { useRouteQuery } from '../../../lib/use-api-query';
import { exportServerWorkbook } from '../api/report-export';
import { useEditingReported, useExport, type ReportProps } from '../hooks/report-context';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';
import { mayEditLegalComments } from '../hooks/report-editing';
import { ReportHeader } from './report-header';
import { ReportTable } from './report-table';

const REPORT = 'Legal Bid Comments';

export function LegalCommentsReport({ auction, exportSlot, inSelector, onEditing }: ReportProps) {
  const s = useSession();
  const canEdit = mayEditLegalComments(s.roles);
  const { data, loading, reload } = useRouteQuery(reportRoutes.legalComments, { params: { auctionId: auction.id } });
  const [mode, setMode] = useState<'view' | 'edit' | 'add'>('view');
  const [draft, setDraft] = useState<{ id: number; borrower: string; comments: string }[]>([]);
  const [row, setRow] = useState({ borrower: '', comments: '' });
  useEffect(() => setDraft((data ?? []).map((r) => ({ id: r.id, borrower: r.borrower, comments: r.comments }))), [data]);
  const run = useCallback(() => exportServerWorkbook('exportLegalComments', auction.id, REPORT, auction.auctionName), [auction.id, auction.auctionName]);
  useExport(exportSlot, run);
  useEditingReported(onEditing, mode !== 'view');
  // Unsaved: an edited row (edit) or a typed new row (add row).
  const dirty =
    mode === 'edit'
      ? draft.some((d, i) => d.borrower !== data?.[i]?.borrower || d.comments !== data?.[i]?.comments)
      : mode === 'add' && (row.borrower.trim() !== '' || row.comments.trim() !== '');
  const { confirmLeave } = useUnsavedChanges(dirty);
  const cancel = () => {
    if (!confirmLeave()) return;
    setDraft((data ?? []).map((r) => ({ id: r.id, borrower: r.borrower, comments: r.comments })));
    setRow({ borrower: '', comments: '' });
    setErrors({});
    setMode('view');
  };

  const [errors, setErrors] = useState<Record<string, string>>({});

  /** Shows the refusal (the server's "Unable to save." over its field messages); false when there is one. */
  const refused = (fields: Record<string, string>): boolean => {
    setErrors(fields);
    if (Object.keys(fields).length === 0) return false;
    notify('error', MSG.UNABLE_TO_SAVE);
    return true;
  };
  const saved = (res: ApiResult<unknown>) => {
    if (!res.ok) {
      setErrors(res.fields ?? {});
      return notify('error', MSG.UNABLE_TO_SAVE);
    }
    setErrors({});
    notify('success', MSG.SAVED_SUCCESSFULLY);
    setMode('view');
    void reload();
  };
  // Checked before sending as the server checks: the route's schema, then core's free-text limit.
  const saveAll = async () => {
    const body = draft.map((d) => ({ ...d, auctionId: auction.id }));
    if (refused(firstFieldErrors(() => bodyFieldErrors(reportRoutes.legalCommentsSave, body), () => rowFieldErrors(body, (d) => freeTextsTooLong({ comments: d.comments }))))) return;
    saved(await apiCall(reportRoutes.legalCommentsSave, { body }));
  };
  const saveRow = async () => {
    const body = { ...row, auctionId: auction.id };
    if (refused(firstFieldErrors(() => bodyFieldErrors(reportRoutes.legalCommentRowSave, body), () => freeTextsTooLong({ comments: body.comments })))) return;
    const res = await apiCall(reportRoutes.legalCommentRowSave, { body });
    if (res.ok) setRow({ borrower: '', comments: '' });
    saved(res);
  };

  return (
    <div>
      <ReportHeader report={REPORT} auction={auction} onExport={inSelector ? undefined : run}>
        {canEdit && mode === 'view' && (
          <>
            <Button onClick={() => setMode('edit')} disabled={(data ?? []).length === 0}>
              Edit
            </Button>
            <Button onClick={() => setMode('add')}>Add Row</Button>
          </>
        )}
      </ReportHeader>
      {mode === 'add' && (
        <CardForm label="Add Row" onSubmit={saveRow}>
          <TextField label="Bidding Borrower" value={row.borrower} onChange={(v) => setRow((r) => ({ ...r, borrower: v }))} error={errors.borrower} />
          <TextField label="Bid Comments / Precedent" value={row.comments} onChange={(v) => setRow((r) => ({ ...r, comments: v }))} error={errors.comments} />
          <div className="toolbar">
            <Button type="submit">Save</Button>
            <Button variant="secondary" onClick={cancel}>
              Cancel
            </Button>
          </div>
        </CardForm>
      )}
      <ReportTable label={REPORT} fitWindow>
        <thead>
          <tr>
            <th scope="col">Bidding Borrower</th>
            <th scope="col">Bid Comments / Precedent</th>
          </tr>
        </thead>
        <tbody>
          {loading && (
            <tr>
              <td colSpan={2}>Loading…</td>
            </tr>
          )}
          {!loading && (data ?? []).length === 0 && (
            <tr>
              <td colSpan={2} className="muted">
                No records found.
              </td>
            </tr>
          )}
          {mode === 'edit'
            ? draft.map((d, i) => (
                <tr key={d.id}>
                  <td>
                    <CellInput
                      label={`Bidding Borrower, row ${i + 1}`}
                      value={d.borrower}
                      error={errors[`${i}.borrower`]}
                      onChange={(v) => setDraft((x) => x.map((y, j) => (j === i ? { ...y, borrower: v } : y)))}
                    />
                  </td>
                  <td>
                    <CellInput
                      wide
                      label={`Bid Comments / Precedent, row ${i + 1}`}
                      value={d.comments}
                      error={errors[`${i}.comments`]}
                      onChange={(v) => setDraft((x) => x.map((y, j) => (j === i ? { ...y, comments: v } : y)))}
                    />
                  </td>
                </tr>
              ))
            : (data ?? []).map((r) => (
                <tr key={r.id}>
                  <td>{r.borrower}</td>
                  <td style={{ whiteSpace: 'pre-wrap' }}>{r.comments}</td>
                </tr>
              ))}
        </tbody>
      </ReportTable>
      {mode === 'edit' && (
        <div className="toolbar">
          <Button onClick={() => void saveAll()}>Save</Button>
          <Button variant="secondary" onClick={cancel}>
            Cancel
          </Button>
        </div>
      )}
    </div>
  );
}
