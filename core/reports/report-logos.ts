/**
 * The Award Summary's two logos (GET /report/loadproviderlogo/, /report/loadpartnerlogo/), for the
 * report centre (`openReportCentre`, the endpoints' access). Decision: an operator may drop
 * `logos/provider.png` or `logos/partner.png` into the file store; otherwise a small built-in SVG word
 * mark is served, so the report never shows a broken image.
 */
import type { CoreDeps } from '../app/deps';
import { ok, type Result } from '../domain/result';
import type { Actor } from '../policy/actor';
import { useCase } from '../app/use-case';
import { PROVIDER_NAME } from './provider';

export type ReportLogo = 'provider' | 'partner';

const WORDMARK: Record<ReportLogo, { text: string; colour: string }> = {
  provider: { text: PROVIDER_NAME, colour: '#1f4e79' },
  partner: { text: 'Auction Partner', colour: '#5b6770' },
};

const svg = (text: string, colour: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="60" viewBox="0 0 240 60">` +
  `<rect width="240" height="60" rx="6" fill="${colour}"/>` +
  `<text x="120" y="38" font-family="Helvetica, Arial, sans-serif" font-size="22" fill="#fff" text-anchor="middle">${text}</text></svg>`;

/** GET /report/loadproviderlogo/: the provider logo of the Award Summary, the stored logo when there is one, else the built-in one. */
export const reportLogo = useCase(
  { name: 'reports.logo', access: 'openReportCentre' },
  async (deps: Pick<CoreDeps, 'files'>, _actor: Actor, which: ReportLogo): Promise<Result<{ fileName: string; contentType: string; content: Uint8Array }>> => {
    const stored = await deps.files.get(`logos/${which}.png`);
    if (stored) return ok({ fileName: `${which}.png`, contentType: 'image/png', content: stored });
    const w = WORDMARK[which];
    return ok({ fileName: `${which}.svg`, contentType: 'image/svg+xml', content: new TextEncoder().encode(svg(w.text, w.colour)) });
  },
);
