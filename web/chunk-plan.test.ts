/** The build's grouping of modules (chunk-plan.ts) over a small module graph shaped like the app's. */
import type { ManualChunkMeta, ModuleInfo } from 'rollup';
import { describe, expect, it } from 'vitest';
import { chunkPlan } from './chunk-plan';

const W = '/app/web/src';
const INFOCENTRE = `${W}/features/infocentre/components/infocentre-page.tsx`;
const ENTER_BIDS = `${W}/features/bidding/components/enter-bids-page.tsx`;
const LOGIN = `${W}/features/auth/components/login-page.tsx`;
const USERS = `${W}/features/users/components/users-page.tsx`;
const AFTER_SAVE = `${W}/features/bidding/components/after-save-steps.tsx`;
const MAIN = `${W}/main.tsx`;
const ROUTES = `${W}/app/routes.tsx`;
const SESSION = `${W}/lib/session.ts`;
const QUERY_HOOK = '/app/node_modules/@tanstack/react-query/build/modern/useQuery.js';
const VIRTUAL = '/app/node_modules/@tanstack/react-virtual/dist/esm/index.js';

/** id → [its static imports, its dynamic imports, its source length]. */
const GRAPH: Record<string, [string[], string[], number?]> = {
  [MAIN]: [[ROUTES, SESSION], []],
  [ROUTES]: [[], [INFOCENTRE, ENTER_BIDS, LOGIN, USERS]],
  [SESSION]: [[], []],
  [INFOCENTRE]: [[`${W}/lib/use-session-auction.ts`, `${W}/components/countdown.tsx`], []],
  [ENTER_BIDS]: [[`${W}/lib/use-session-auction.ts`, `${W}/features/bidding/hooks/use-bid-wizard.ts`, `${W}/components/virtual-table.tsx`], [AFTER_SAVE]],
  [AFTER_SAVE]: [[`${W}/features/bidding/hooks/use-bid-wizard.ts`, `${W}/features/bidding/lib/receipt.ts`], []],
  [LOGIN]: [[`${W}/components/button.tsx`, SESSION], []],
  // A staff screen sharing the button, the query hook and the virtualised table with the bidder's pages.
  [USERS]: [[`${W}/components/button.tsx`, `${W}/lib/use-api-query.ts`, `${W}/components/big-table.tsx`, `${W}/components/virtual-table.tsx`], []],
  [`${W}/lib/use-session-auction.ts`]: [[`${W}/lib/use-api-query.ts`], []],
  [`${W}/lib/use-api-query.ts`]: [[QUERY_HOOK, SESSION], []],
  [`${W}/components/countdown.tsx`]: [[], []],
  [`${W}/features/bidding/hooks/use-bid-wizard.ts`]: [[], []],
  [`${W}/features/bidding/lib/receipt.ts`]: [[], []],
  [`${W}/components/button.tsx`]: [[], []],
  [`${W}/components/big-table.tsx`]: [[], [], 50_000],
  [`${W}/components/virtual-table.tsx`]: [[VIRTUAL], []],
  [QUERY_HOOK]: [[], []],
  [VIRTUAL]: [[], []],
};

const meta: ManualChunkMeta = {
  getModuleIds: () => Object.keys(GRAPH)[Symbol.iterator](),
  getModuleInfo: (id) => {
    const node = GRAPH[id];
    if (!node) return null;
    const importers = Object.keys(GRAPH).filter((k) => GRAPH[k][0].includes(id));
    const dynamicImporters = Object.keys(GRAPH).filter((k) => GRAPH[k][1].includes(id));
    return { id, isEntry: id === MAIN, importers, dynamicImporters, importedIds: node[0], dynamicallyImportedIds: node[1], code: 'x'.repeat(node[2] ?? 500) } as unknown as ModuleInfo;
  },
};
const chunkOf = (id: string) => chunkPlan()(id, meta);

describe('chunkPlan', () => {
  it('leaves the entry’s modules to Rollup', () => {
    expect(chunkOf(MAIN)).toBeUndefined();
    expect(chunkOf(SESSION)).toBeUndefined();
  });

  it('puts the bidder’s pages and what only they (and parts they load lazily) use in one file', () => {
    expect(chunkOf(INFOCENTRE)).toBe('bidding');
    expect(chunkOf(ENTER_BIDS)).toBe('bidding');
    expect(chunkOf(`${W}/components/countdown.tsx`)).toBe('bidding');
    expect(chunkOf(`${W}/features/bidding/hooks/use-bid-wizard.ts`)).toBe('bidding');
    expect(chunkOf(`${W}/lib/use-session-auction.ts`)).toBe('bidding');
  });

  it('keeps a lazily loaded part of the bidder’s pages, and what only it uses, lazy', () => {
    expect(chunkOf(AFTER_SAVE)).toBeUndefined();
    expect(chunkOf(`${W}/features/bidding/lib/receipt.ts`)).toBeUndefined();
  });

  it('puts the query hook and the small modules the first screens share with other screens in the kernel', () => {
    expect(chunkOf(QUERY_HOOK)).toBe('kernel');
    expect(chunkOf(`${W}/lib/use-api-query.ts`)).toBe('kernel');
    expect(chunkOf(`${W}/components/button.tsx`)).toBe('kernel');
  });

  it('leaves staff-only modules, large modules and modules importing a library outside the kernel to Rollup', () => {
    expect(chunkOf(USERS)).toBeUndefined();
    expect(chunkOf(`${W}/components/big-table.tsx`)).toBeUndefined();
    expect(chunkOf(`${W}/components/virtual-table.tsx`)).toBeUndefined();
    expect(chunkOf(VIRTUAL)).toBeUndefined();
  });
});
