/**
 * The award screen's Optimize: optional counterparty limits per borrower, then
 * POST /award/auctions/{id}/optimize. The server proposes and saves nothing; the screen applies the
 * proposal to the Bid Overview selection, where the awarder may still adjust it before Generate Award.
 * The limits are checked with the same schema the server and the CLI use (core OptimizeRequest).
 */
import { useState } from 'react';
import type { z } from 'zod';
import { awardRoutes, type AwardProposal } from '../../../../../contract/awards';
import { OptimizeRequest, type CapRequest } from '../../../../../core/awards/optimizer/optimize-request';
import { proposalGainLine } from '../../../../../core/awards/optimizer/proposal-gain';
import { formatMoney } from '../../../../../core/money/format';
import { ActionDialog } from '../../../components/dialog';
import { convertedTotalText } from '../../../components/money-totals';
import { apiCall } from '../../../lib/api-call';

export type Proposal = z.output<typeof AwardProposal>;

interface CapInput {
  marketValue: string;
  lots: string;
}

/** The caps the awarder filled in (blank fields are no cap), as the optimiser's request. */
const capsFrom = (inputs: Record<string, CapInput>): CapRequest[] =>
  Object.entries(inputs).flatMap(([borrower, c]) => {
    const marketValue = c.marketValue.replace(/,/g, '').trim();
    const lots = c.lots.trim();
    if (!marketValue && !lots) return [];
    return [{ borrower, ...(marketValue ? { marketValue } : {}), ...(lots ? { lots: Number(lots) } : {}) }];
  });

export function OptimizeDialog({
  open,
  auctionId,
  borrowers,
  currency,
  onCancel,
  onProposal,
}: {
  open: boolean;
  auctionId: number;
  /** The auction's currency: a market-value limit is in it (each lot's market value at its FX rate). */
  currency: string;
  /** The borrowers with confirmed bids, by name (the optimiser takes a borrower's code or name). */
  borrowers: readonly string[];
  onCancel: () => void;
  onProposal: (p: Proposal) => void;
}) {
  const [caps, setCaps] = useState<Record<string, CapInput>>({});
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const set = (borrower: string, field: keyof CapInput, value: string) =>
    setCaps((all) => ({ ...all, [borrower]: { ...(all[borrower] ?? { marketValue: '', lots: '' }), [field]: value } }));

  const run = async () => {
    const checked = OptimizeRequest.safeParse({ caps: capsFrom(caps) });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Check the limits.');
    setError(null);
    setRunning(true);
    const res = await apiCall(awardRoutes.optimize, { params: { id: auctionId }, body: checked.data });
    setRunning(false);
    if (!res.ok) return setError(res.message || 'The optimiser could not run.');
    onProposal(res.data);
  };

  return (
    <ActionDialog open={open} title="Optimize Award" onCancel={onCancel} actionLabel={running ? 'Optimizing…' : 'Optimize'} onAction={() => void run()} busy={running}>
      <p>
        Selects the confirmed bids with the highest total bid value: no lot is awarded twice and a combo bid wins all its lots or none. Leave a limit blank for no
        limit. Nothing is saved until you click Generate Award.
      </p>
      <table className="data" aria-label="Counterparty limits">
        <thead>
          <tr>
            <th scope="col">Borrower</th>
            <th scope="col">Max market value awarded ({currency})</th>
            <th scope="col">Max lots</th>
          </tr>
        </thead>
        <tbody>
          {borrowers.map((b) => (
            <tr key={b}>
              <th scope="row">{b}</th>
              <td>
                <input
                  className="input"
                  inputMode="decimal"
                  aria-label={`Max market value for ${b}`}
                  value={caps[b]?.marketValue ?? ''}
                  onChange={(e) => set(b, 'marketValue', e.target.value)}
                />
              </td>
              <td>
                <input className="input" inputMode="numeric" aria-label={`Max lots for ${b}`} value={caps[b]?.lots ?? ''} onChange={(e) => set(b, 'lots', e.target.value)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
    </ActionDialog>
  );
}

/**
 * What the last optimisation found: totals, the gain over the preselection (or, when the limits make the
 * proposal smaller, their cost), proof, and the revenue each binding limit costs. Every
 * amount is in the auction's currency (`proposal.currency`), labelled as converted when `converted` (some
 * bid is on a lot in another currency: core/money/fx.ts).
 */
export function ProposalSummary({ proposal, converted }: { proposal: Proposal; converted: boolean }) {
  const binding = proposal.capCosts.filter((c) => c.binding);
  const money = (v: string) => formatMoney(v, proposal.currency);
  const total = (label: string, amount: string) => convertedTotalText(label, amount, proposal.currency, converted);
  const gain = proposalGainLine(proposal.gain);
  return (
    <section className="card" aria-label="Optimization result" data-testid="optimize-result">
      <div className="totals">
        <span>{total('Optimized Total', proposal.total)}</span>
        <span>{total('Top-bid Preselection', proposal.preselectionTotal)}</span>
        <span data-testid="optimize-gain">{total(gain.label, gain.amount)}</span>
      </div>
      <p className="muted">
        {proposal.proven ? 'Proven optimal' : `Best found within the time limit (gap ${proposal.gap === 'unknown' ? 'unknown' : money(proposal.gap)})`}, {proposal.selectedBidIds.length} bids, solved in {proposal.solveMs} ms.
        {!proposal.preselectionWithinCaps && ' The top-bid preselection breaks the limits.'}
      </p>
      {binding.length > 0 && (
        <ul>
          {binding.map((c) => (
            <li key={`${c.borrower}-${c.kind}`}>
              Limit on {c.borrower} ({c.kind === 'lots' ? `${c.used} of ${c.limit} lots` : `${money(c.used)} of ${money(c.limit)}`}) costs {money(c.cost)}
              {c.proven ? '' : ' (estimate)'}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
