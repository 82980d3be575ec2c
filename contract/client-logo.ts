/**
 * The client logo read (access-and-administration.md §7), on its own so the header and the info
 * centre can show a logo without the organisations contract and its form validation (the bidder's
 * JavaScript budget, bench/web.bench.ts). It is also `clientRoutes.loadLogo`.
 */
import { z } from 'zod';
import { defineRoute } from './route';
import { loadLogo } from '../core/admin/client-logo';

export const ClientCodeParams = z.object({ clientCode: z.string() });

export const loadLogoRoute = defineRoute({
  method: 'get',
  path: '/auction/loadlogo/{clientCode}',
  useCase: loadLogo,
  // Why this access: logos appear on info-centre, bid wizard, lots and report pages
  tags: ['Clients'],
  summary: 'The client logo image (404 when none)',
  params: ClientCodeParams,
  response: { file: 'image/*' },
});
