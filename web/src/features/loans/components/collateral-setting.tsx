/**
 * The auction's percentage of collateral to the value loaned, which the loans of its next confirmation
 * take: shown to whoever sees the loans, edited by those with `setLoanTerms` (the server checks the
 * value and its message is shown under the field). An empty field clears it.
 */
import { useEffect, useState } from 'react';
import { loanRoutes } from '../../../../../contract/loans';
import { MSG } from '../../../../../core/domain/messages';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { notify } from '../../../components/toast';
import { apiCall } from '../../../lib/api-call';
import { can } from '../../../lib/access';
import { useSession } from '../../../lib/session';
import { useRouteQuery } from '../../../lib/use-api-query';

const LABEL = 'Percentage of collateral';

export function CollateralSetting({ auctionId }: { auctionId: number }) {
  const s = useSession();
  const query = useRouteQuery(loanRoutes.collateral, { params: { id: auctionId } });
  const stored = query.data?.collateralPct ?? null;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  useEffect(() => setValue(stored ?? ''), [stored]);
  if (!query.data) return null;
  const shown = stored === null ? 'not set' : `${stored}%`;
  if (!can(s.roles, 'setLoanTerms')) {
    return (
      <p role="status" aria-label={LABEL}>
        {LABEL}: {shown}
      </p>
    );
  }
  const save = async () => {
    setSaving(true);
    const res = await apiCall(loanRoutes.setCollateral, { params: { id: auctionId }, body: { collateralPct: value.trim() === '' ? null : value.trim() } });
    setSaving(false);
    if (!res.ok) {
      setError(res.fields?.collateralPct ?? (res.message || MSG.UNABLE_TO_SAVE));
      return;
    }
    setError(undefined);
    query.setData(res.data);
    notify('success', MSG.SAVED_SUCCESSFULLY);
  };
  return (
    <form
      className="toolbar"
      aria-label={LABEL}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <TextField
        label={LABEL}
        value={value}
        onChange={(v) => {
          setValue(v);
          setError(undefined);
        }}
        inputMode="decimal"
        error={error}
        hint={`Taken by the loans of the next confirmation; now ${shown}.`}
      />
      <Button type="submit" disabled={saving}>
        Save
      </Button>
    </form>
  );
}
