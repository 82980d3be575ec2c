/**
 * Who may upload and load a client's logo, in a module of its own: every screen shows the logo, the
 * bidder's first ones included, and the web's shared chunk takes this module whole (web/chunk-plan.ts),
 * so the other administration specs (./use-cases.ts) stay out of the bidder's JavaScript.
 */
import { useCaseSpecs } from '../app/use-case-spec';

/** Who may upload a client's logo (the client form), and load one (any signed-in user; maySeeClient then decides). */
export const CLIENT_LOGO_USE_CASES = useCaseSpecs('clients', { uploadLogo: 'manageClients', loadLogo: 'authenticated' });
