/**
 * Spec 2.2: the info centre page in its two templates (columns: boxes side by side; collapse: each
 * box and card a collapsible section). /infocenterpage redirects to the stored template.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import type { InfoCentreTemplate } from '../../../../../core/domain/entities';
import { auctionPhase } from '../../../../../core/clock/auction-clock';
import { infoCentreCountdown } from '../../../lib/countdown-view';
import { canEnterBids, isSuperBidder } from '../../../../../core/bids/bid-wizard';
import { infoCentreSummary } from './info-centre-summary';
import { managesInfoCentreTemplate, seesInfoCentreCountdown } from './infocentre-roles';
import { infoCentreRoutes, type DocumentRow, type TemplateLot } from '../../../../../contract/infocentre';
import { Button } from '../../../components/button';
import { ClientLogo } from '../../../components/client-logo';
import { Countdown } from '../../../components/countdown';
import { canAccessRoute } from '../../../lib/access';
import { apiCall } from '../../../lib/api-call';
import { saveBlob } from '../../../lib/api-client';
import { updateSession, useSession } from '../../../lib/session';
import { useRouteQuery } from '../../../lib/use-api-query';
import { useNow } from '../../../lib/use-now';
import { serverNowFor, useSessionAuction, type SessionAuction } from '../../../lib/use-session-auction';
import { DOCUMENT_CARDS, downloadDocument } from '../hooks/document-download';
import { LotComposition } from './lot-composition';

/**
 * The staff's auction picker reads the admin auction contract (and its date library): loaded only
 * when shown, so a bidder opening its info centre never downloads the admin chunk (bench/web.bench.ts).
 */
const AuctionPicker = lazy(() => import('../../../components/auction-picker').then((m) => ({ default: m.AuctionPicker })));
/** The staff's holdings check (it reads the holdings contract) and template controls: loaded only for them, likewise. */
const HoldingsWarning = lazy(() => import('./holdings-warning').then((m) => ({ default: m.HoldingsWarning })));
const TemplateControls = lazy(() => import('./template-controls').then((m) => ({ default: m.TemplateControls })));

const TEMPLATE_PATH: Record<InfoCentreTemplate, string> = { columns: '/columnstemplate', collapse: '/collapsetemplate' };
/** Fixed contact content (spec 2.2: "values not reproduced here"; ours). */
const CONTACT: [string, string][] = [
  ['Auction Manager', 'Securities Lending Auction Desk'],
  ['Phone', '+1 (212) 555-0147'],
  ['Email', 'auctions@lending-agent.example'],
];

function Section({ template, title, children }: { template: InfoCentreTemplate; title: string; children: ReactNode }) {
  if (template === 'collapse')
    return (
      <details open className="card ic-box">
        <summary>{title}</summary>
        {children}
      </details>
    );
  return (
    <section className="card ic-box" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

const Pairs = ({ rows }: { rows: [string, string][] }) => (
  <dl>
    {rows.map(([k, v]) => (
      <div key={k} style={{ display: 'contents' }}>
        <dt>{k}</dt>
        <dd>{v}</dd>
      </div>
    ))}
  </dl>
);

/**
 * The selector starts at the layout shown (it said "Collapse Template" over the Columns layout
 * when the page was opened on the other template than the stored one); the parent remounts it per layout.
 */
function InfoCentreBody({ auction, template }: { auction: SessionAuction; template: InfoCentreTemplate }) {
  const s = useSession();
  // The server's clock (its answer's time plus the browser time elapsed since), not the browser's:
  // a bidder's wrong clock neither hides nor shows Enter Bids wrongly.
  const now = serverNowFor(auction, useNow());
  const [, navigate] = useLocation();
  const { data } = useRouteQuery(infoCentreRoutes.templateData, { params: { auctionId: auction.id } });
  const [rules, assets, ops, lots] = data ?? [[], [], [], [] as TemplateLot[]];
  const groups: Record<'rules' | 'assets' | 'ops', DocumentRow[]> = { rules, assets, ops };
  const summary = infoCentreSummary({ ...auction, clientName: auction.esecAucClient.clientName }, lots);
  const phase = auctionPhase(auction.auctionStartDate, auction.auctionEndDate, now);
  const showEnterBids = canAccessRoute(s.roles, '/enterbids') && canEnterBids(phase, isSuperBidder(s.roles));
  const editor = canAccessRoute(s.roles, '/auctionrulesedit');
  const [complete, setComplete] = useState(auction.aicapprovalFlag);
  const agreement = async () => {
    const res = await apiCall(infoCentreRoutes.userAgreement, {});
    if (res.ok) saveBlob(res.data.blob, 'UserAgreement.pdf');
  };
  return (
    <>
      <div className="ic-head">
        <ClientLogo clientCode={auction.esecAucClient.clientCode} clientName={auction.esecAucClient.clientName} />
        <Link href="/infocenterlist">Select Different Auction</Link>
        <h1>
          {auction.esecAucClient.clientCode} {auction.auctionName}
        </h1>
        <Button variant="link" onClick={() => void agreement()}>
          User Agreement
        </Button>
      </div>
      {managesInfoCentreTemplate(s.roles) && (
        <Suspense fallback={null}>
          <HoldingsWarning auctionId={auction.id} />
        </Suspense>
      )}
      {managesInfoCentreTemplate(s.roles) && (
        <Suspense fallback={null}>
          <TemplateControls
            key={template}
            auction={auction}
            shown={template}
            savedComplete={complete}
            onSaved={(t, c) => {
              setComplete(c);
              updateSession({ template: t });
              navigate(TEMPLATE_PATH[t]);
            }}
          />
        </Suspense>
      )}
      <div className="row">
        {seesInfoCentreCountdown(s.roles) && <Countdown view={infoCentreCountdown(auction.auctionStartDate, auction.auctionEndDate, now, false)} />}
        {showEnterBids && <Button onClick={() => navigate('/enterbids')}>Enter Bids</Button>}
      </div>
      <div className={template === 'columns' ? 'ic-boxes' : 'ic-collapse'}>
        <Section template={template} title="Auction Details">
          <Pairs
            rows={[
              ['Client Lender', summary.clientLender],
              ['Auction Date', summary.auctionDate],
              ['Bidding Time (EST)', summary.biddingTime],
              ['Term Start Date', summary.termStartDate],
              ['Term End Date', summary.termEndDate],
              ['Term Length', summary.termLength],
            ]}
          />
        </Section>
        <Section template={template} title="Asset Details">
          <Pairs
            rows={[
              [summary.totalMarketValueLabel, summary.totalMarketValue],
              ['Total # Lots', summary.totalLots],
              ['Asset Classes Auctioned', summary.assetClasses],
              ['Accepted Collateral', summary.acceptedCollateral],
            ]}
          />
        </Section>
        <Section template={template} title="Contact Details">
          <Pairs rows={CONTACT} />
        </Section>
      </div>
      <div className={template === 'columns' ? 'ic-boxes' : 'ic-collapse'}>
        {DOCUMENT_CARDS.map((card) => (
          <Section key={card.kind} template={template} title={card.title}>
            <ul className="doc-list">
              {groups[card.kind]
                .filter((r) => r.displayFlag && r.fileName)
                .map((r) => (
                  <li key={r.id}>
                    <Button variant="link" onClick={() => void downloadDocument(card.kind, r)}>
                      {r.fileName}
                    </Button>
                    {r.details && <div>{r.details}</div>}
                  </li>
                ))}
            </ul>
            {editor && <Link href={card.editPath}>Edit {card.title}</Link>}
          </Section>
        ))}
      </div>
      <LotComposition auctionId={auction.id} />
    </>
  );
}

export default function InfoCentrePage() {
  const [location] = useLocation();
  const s = useSession();
  const { data: auction, loading } = useSessionAuction();
  if (location === '/infocenterpage') return <Redirect to={s.template === 'collapse' ? '/collapsetemplate' : '/columnstemplate'} replace />;
  const template: InfoCentreTemplate = location === '/collapsetemplate' ? 'collapse' : 'columns';
  return (
    <div className="page">
      {managesInfoCentreTemplate(s.roles) && (
        <Suspense fallback={null}>
          <AuctionPicker />
        </Suspense>
      )}
      {auction ? (
        <InfoCentreBody key={auction.id} auction={auction} template={template} />
      ) : (
        !loading && (
          <p className="card">
            <Link href="/infocenterlist">Select an auction</Link>
          </p>
        )
      )}
    </div>
  );
}
