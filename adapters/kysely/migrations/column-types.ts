/**
 * Column types that differ between the two engines; everything else in the migrations is shared.
 * See schema.ts for why money is NUMERIC/TEXT and instants TIMESTAMPTZ/TEXT.
 */
import { sql, type ColumnDataType, type ColumnDefinitionBuilder, type CreateTableBuilder } from 'kysely';

type DataTypeExpression = ColumnDataType;
import type { Engine } from '../schema';

export interface ColumnTypes {
  /** Auto-increment integer primary key. */
  id: <T extends string>(t: CreateTableBuilder<T, never>) => CreateTableBuilder<T, 'id'>;
  bool: DataTypeExpression;
  dec: DataTypeExpression;
  ts: DataTypeExpression;
  /** Default of a boolean column. */
  boolDefault: (c: ColumnDefinitionBuilder, value: boolean) => ColumnDefinitionBuilder;
}

export const columnTypes = (engine: Engine): ColumnTypes =>
  engine === 'postgres'
    ? {
        id: (t) => t.addColumn('id', 'serial', (c) => c.primaryKey()),
        bool: 'boolean',
        dec: 'numeric',
        ts: 'timestamptz',
        boolDefault: (c, v) => c.notNull().defaultTo(v),
      }
    : {
        id: (t) => t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()),
        bool: 'integer',
        dec: 'text',
        ts: 'text',
        boolDefault: (c, v) => c.notNull().defaultTo(sql.lit(v ? 1 : 0)),
      };
