/**
 * How the web build groups modules into files (Rollup's manualChunks), for the bidder's JavaScript
 * budget (bench/web.bench.ts sums the gzip size of each file a bidder downloads from sign-in to the
 * Place Bids step). Pages stay lazy; what changes is how many files the first screens need. Left to
 * itself, Rollup made a file of every set of pages sharing a module: a bidder fetched 25 files, most
 * of 0.2–1 KB, each its own request and its own gzip stream. Now:
 * - `bidding`: what the bidder's pages (info centre, Enter Bids) use and no other screen does (parts
 *   they load lazily stay lazy), in one file;
 * - `kernel`: TanStack Query's query hook and the small modules the first screens (sign-in, info centre, Enter
 *   Bids) share with other screens, in one file;
 * - everything else (the entry, larger shared modules, staff screens, lazily loaded parts) keeps
 *   Rollup's own grouping, so staff screens never download the bidder's code nor a bidder theirs.
 * Only the modules named here move (output.onlyExplicitManualChunks): a named module's imports are
 * not dragged along into its file.
 */
import type { GetManualChunk, ManualChunkMeta } from 'rollup';

/** The screens of a bidder's journey after sign-in (web/src/app/routes.tsx). */
const BIDDER_PAGES = ['/web/src/features/infocentre/components/infocentre-page.tsx', '/web/src/features/bidding/components/enter-bids-page.tsx'];
/** The front door, shown first to whoever is not signed in. */
const SIGN_IN_PAGE = '/web/src/features/auth/components/login-page.tsx';
/**
 * TanStack Query's query hook and what only it uses: every screen loads its data through it. (The query
 * client and its provider, which the entry uses, stay in the entry: were they here, the entry and the
 * kernel would import each other, and the kernel would run before React.)
 */
const QUERY_HOOK = /[\\/]node_modules[\\/]@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/](useQuery|useBaseQuery|errorBoundaryUtils|QueryErrorResetBoundary|IsRestoringProvider|suspense)|query-core[\\/]build[\\/]modern[\\/]queryObserver)\.js$/;
/** A shared module at most this long (transformed source, characters) joins the kernel; larger ones keep their own file. */
const SMALL_MODULE = 6000;

const ENTRY = '\0entry';

export function chunkPlan(): GetManualChunk {
  const rootsOf = new Map<string, ReadonlySet<string>>();
  /** The entry and the lazily loaded modules whose static imports reach `id` (a lazily loaded module is its own root). */
  const roots = (id: string, meta: ManualChunkMeta, seen = new Set<string>()): ReadonlySet<string> => {
    const top = seen.size === 0;
    const known = rootsOf.get(id);
    if (known) return known;
    const out = new Set<string>();
    const info = meta.getModuleInfo(id);
    if (!info || seen.has(id)) return out;
    seen.add(id);
    if (info.isEntry) out.add(ENTRY);
    if (info.dynamicImporters.length > 0) out.add(id);
    for (const importer of info.importers) for (const r of roots(importer, meta, seen)) out.add(r);
    if (top) rootsOf.set(id, out); // memoised only when complete (an inner walk is cut short where it meets a module already seen)
    return out;
  };
  const isBidderPage = (r: string) => BIDDER_PAGES.some((p) => r.endsWith(p));
  const areaOf = new Map<string, boolean>();
  /** A bidder page, or a part loaded lazily only from the bidder's pages (the import dialog, the steps after a save). */
  const inBidderArea = (root: string, meta: ManualChunkMeta): boolean => {
    const known = areaOf.get(root);
    if (known !== undefined) return known;
    if (isBidderPage(root)) return areaOf.set(root, true), true;
    areaOf.set(root, false); // a cycle of lazy imports does not make itself bidder-only
    const importers = meta.getModuleInfo(root)?.dynamicImporters ?? [];
    const inArea = importers.length > 0 && importers.every((i) => [...roots(i, meta)].every((r) => r !== ENTRY && inBidderArea(r, meta)));
    areaOf.set(root, inArea);
    return inArea;
  };
  const isFirstScreen = (r: string) => isBidderPage(r) || r.endsWith(SIGN_IN_PAGE);
  const kernelOf = new Map<string, boolean>();
  /**
   * A small module of the first screens, shared with other screens, whose own imports are the entry's,
   * TanStack Query or other such modules: as the kernel loads with the entry, a module importing
   * anything else (the table virtualiser) would bring that into the entry's load too.
   */
  const inKernel = (id: string, meta: ManualChunkMeta): boolean => {
    const known = kernelOf.get(id);
    if (known !== undefined) return known;
    if (QUERY_HOOK.test(id)) return kernelOf.set(id, true), true;
    const info = meta.getModuleInfo(id);
    const r = [...roots(id, meta)];
    const small = !id.includes('node_modules') && (info?.code?.length ?? Infinity) <= SMALL_MODULE;
    if (!info || !small || r.length === 0 || r.includes(ENTRY) || !r.some(isFirstScreen) || inBidding(id, meta)) return kernelOf.set(id, false), false;
    kernelOf.set(id, true); // an import cycle back to `id` does not decide against it
    const ok = info.importedIds.every((dep) => roots(dep, meta).has(ENTRY) || inKernel(dep, meta));
    kernelOf.set(id, ok);
    return ok;
  };
  const inBidding = (id: string, meta: ManualChunkMeta): boolean => {
    const r = [...roots(id, meta)];
    return r.some(isBidderPage) && r.every((x) => x !== ENTRY && inBidderArea(x, meta));
  };
  // The entry's other modules stay Rollup's: it puts them in the entry (or, unused there, with their users).
  return (id, meta) => (inBidding(id, meta) ? 'bidding' : inKernel(id, meta) ? 'kernel' : undefined);
}
