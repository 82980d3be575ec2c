/**
 * Every text field of every request body has a length limit at the edge ("one request must
 * never stall everyone"): this walks the request schemas of every contract route (contract/*.ts, found
 * by reading the folder) and fails on any string without a maximum length, and on any value of
 * unknown shape that is not listed below with the reason it is bounded elsewhere. Then it posts a
 * 1,000,000-character `dateMessage` to the PDF export, which is refused before any rendering.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ContractRoute } from '../../../../contract/route';
import { testAppForAllTests } from '../kits/test-app-lifecycle.test-kit';
import { MSG } from '../../../../core/domain/messages';

const CONTRACT_DIR = join(__dirname, '..', '..', '..', '..', 'contract');

const isRoute = (v: unknown): v is ContractRoute =>
  typeof v === 'object' && v !== null && typeof (v as ContractRoute).method === 'string' && typeof (v as ContractRoute).path === 'string' && 'response' in v;

/** Every route of the contract, nested groups included (the info centre has one group per document kind). */
async function contractRoutes(): Promise<ContractRoute[]> {
  const found = new Map<string, ContractRoute>();
  const visit = (v: unknown, depth: number): void => {
    if (typeof v !== 'object' || v === null || depth > 3) return;
    if (isRoute(v)) {
      found.set(`${v.method} ${v.path}`, v);
      return;
    }
    for (const x of Object.values(v as Record<string, unknown>)) visit(x, depth + 1);
  };
  for (const file of readdirSync(CONTRACT_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const mod = (await import(join(CONTRACT_DIR, file))) as Record<string, unknown>;
    for (const [name, group] of Object.entries(mod)) if (name.endsWith('Routes')) visit(group, 0);
  }
  return [...found.values()];
}

/**
 * Values of unknown shape that are bounded by other means, by route and path (`*` any array index).
 * Each entry says how.
 */
const BOUNDED_ELSEWHERE: Record<string, string> = {
  // exportWorkbook (core/admin/excel-export.ts) caps rows, columns, cells and 32,767 characters per cell.
  'post /excel/exportExcel body.*.*': 'excel-export limits',
  'post /excel/exportExcel body.rows.*.*': 'excel-export limits',
  // Multipart parts (contract `multipart`) are described, not parsed by a schema: bounded by the body
  // limit and each handler's own checks (type, size, ids).
};

interface Finding {
  where: string;
  what: string;
}

type Def = { type: string; [k: string]: unknown };
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;
/** The string's maximum length (zod keeps it on the schema as `maxLength`, null when none). */
const maxLengthOf = (s: z.ZodType): unknown => (s as unknown as { maxLength: unknown }).maxLength;

/** Strings without a maximum length and values of unknown shape under `schema`. */
function unbounded(schema: z.ZodType, where: string, out: Finding[], ancestors = new Set<z.ZodType>()): void {
  if (ancestors.has(schema)) return; // a recursive schema: its own fields are walked once
  const def = defOf(schema);
  const inner = new Set(ancestors).add(schema);
  const walk = (s: unknown, w: string) => unbounded(s as z.ZodType, w, out, inner);
  switch (def.type) {
    case 'string':
      if (typeof maxLengthOf(schema) !== 'number') out.push({ where, what: 'string without a maximum length' });
      return;
    case 'unknown':
    case 'any':
      out.push({ where, what: `${def.type} value` });
      return;
    case 'object': {
      for (const [k, v] of Object.entries(def.shape as Record<string, z.ZodType>)) walk(v, `${where}.${k}`);
      const catchall = def.catchall as z.ZodType | undefined;
      if (catchall && defOf(catchall).type !== 'never') walk(catchall, `${where}.(any key)`);
      return;
    }
    case 'array':
      return walk(def.element, `${where}.*`);
    case 'tuple':
      (def.items as z.ZodType[]).forEach((x, i) => walk(x, `${where}.${i}`));
      if (def.rest) walk(def.rest, `${where}.*`);
      return;
    case 'record':
      walk(def.keyType, `${where}.(key)`);
      return walk(def.valueType, `${where}.*`);
    case 'union':
      for (const o of def.options as z.ZodType[]) walk(o, where);
      return;
    case 'intersection':
      walk(def.left, where);
      return walk(def.right, where);
    case 'pipe':
      // A preprocess (checkedBody) or transform: the input side is what arrives.
      if (defOf(def.in as z.ZodType).type === 'transform') return walk(def.out, where);
      return walk(def.in, where);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType, where);
    case 'lazy':
      return walk((def.getter as () => z.ZodType)(), where);
    default:
      return; // numbers, booleans, null, enums, literals, files: bounded by their kind
  }
}

async function findings(): Promise<Finding[]> {
  const out: Finding[] = [];
  for (const r of await contractRoutes()) {
    const name = `${r.method} ${r.path}`;
    const parts: Array<[string, z.ZodType | undefined]> = [
      ['body', r.body],
      ['textBody', r.textBody],
      ['form', r.form],
    ];
    for (const [kind, schema] of parts) if (schema) unbounded(schema, `${name} ${kind}`, out);
  }
  return out.filter((f) => !(f.where in BOUNDED_ELSEWHERE));
}

describe('request text limits', () => {
  it('every string of every contract request body has a maximum length', async () => {
    const found = await findings();
    expect(found.map((f) => `${f.where}: ${f.what}`)).toEqual([]);
  });

  it('the sweep sees the whole contract (it is not vacuous)', async () => {
    const routes = await contractRoutes();
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((r) => r.body || r.textBody || r.form || r.multipart).length).toBeGreaterThan(25);
  });
});

describe('a 1,000,000-character dateMessage', () => {
  const t = testAppForAllTests();

  it('is refused at the edge (400, naming the field), nothing rendered', async () => {
    const token = await t.signIn('bidder1');
    let rendered = 0;
    const render = t.deps.pdf.render.bind(t.deps.pdf);
    t.deps.pdf.render = async (doc) => {
      rendered += 1;
      return render(doc);
    };
    const res = await t.app.request('/api/pdf/export/bids', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ auctionId: t.world.auctions.live.id, dateMessage: 'x'.repeat(1_000_000) }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; code: string; fields: Record<string, string> };
    expect(body.code).toBe('VALIDATION');
    expect(body.fields.dateMessage).toBe(MSG.FREE_TEXT_TOO_LONG);
    expect(rendered).toBe(0);
  });
});
