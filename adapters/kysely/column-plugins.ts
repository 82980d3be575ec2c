/**
 * The kysely plugins between the repositories and the database: names and booleans, so that a row
 * read is already shaped like the domain entity and an entity is written without a column map.
 * - CamelCasePlugin: the repositories speak camelCase (schema.ts), the database snake_case.
 * - SqliteBooleanPlugin (SQLite only, which has no boolean type): booleans are bound as 1/0, and
 *   the boolean columns (BOOLEAN_COLUMNS) read back as booleans. PostgreSQL has BOOLEAN columns.
 */
import {
  CamelCasePlugin,
  OperationNodeTransformer,
  PrimitiveValueListNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';
import type { Bool, Database, Engine } from './schema';

type BooleanColumnOf<T> = { [C in keyof T]-?: [T[C]] extends [Bool] ? C : never }[keyof T];
/** Every column whose schema type is Bool, by its camelCase name. */
export type BooleanColumn = { [T in keyof Database]: BooleanColumnOf<Database[T]> }[keyof Database] & string;

/** The boolean columns of every table (the type checks that the list is complete and exact). */
export const BOOLEAN_COLUMNS = [
  'isInternal',
  'active',
  'accountEnabled',
  'accountLocked',
  'mfaEnabled',
  'dollarBid',
  'bpsBid',
  'allInFlag',
  'minGuarantee',
  'aicapprovalFlag',
  'awardConfirmFlag',
  'comboFlag',
  'displayFlag',
  'confirmed',
  'mfaPending',
  'revoked',
] as const satisfies readonly BooleanColumn[];

type Unlisted = Exclude<BooleanColumn, (typeof BOOLEAN_COLUMNS)[number]>;
// A Bool column missing from BOOLEAN_COLUMNS makes this a type error naming it.
const allListed: [Unlisted] extends [never] ? true : Unlisted = true;
void allListed;

const asInteger = (v: unknown): unknown => (typeof v === 'boolean' ? (v ? 1 : 0) : v);

class BooleansAsIntegers extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return { ...super.transformValue(node), value: asInteger(node.value) };
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return PrimitiveValueListNode.create(node.values.map(asInteger));
  }
}

const BOOLEAN_NAMES: ReadonlySet<string> = new Set(BOOLEAN_COLUMNS);

/** SQLite: booleans bound as 1/0; boolean columns (camelCase names, so after CamelCasePlugin) read as booleans. */
export class SqliteBooleanPlugin implements KyselyPlugin {
  readonly #transformer = new BooleansAsIntegers();

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(node);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (result.rows.length === 0) return result;
    const rows = result.rows.map((row) => {
      let out: UnknownRow | null = null;
      for (const key of Object.keys(row)) {
        const v = row[key];
        if ((v === 0 || v === 1) && BOOLEAN_NAMES.has(key)) (out ??= { ...row })[key] = v === 1;
      }
      return out ?? row;
    });
    return { ...result, rows };
  }
}

/** The plugins of the repositories' kysely instance, in order (names first, then values by name). */
export const columnPlugins = (engine: Engine): KyselyPlugin[] => [
  new CamelCasePlugin(),
  ...(engine === 'sqlite' ? [new SqliteBooleanPlugin()] : []),
];
