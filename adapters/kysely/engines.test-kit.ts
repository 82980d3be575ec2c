/**
 * The databases the tests run on: SQLite always, PostgreSQL too when DATABASE_URL is a
 * postgres:// or postgresql:// URL. The one place that reads DATABASE_URL for that, so every suite agrees.
 */
import type { Engine } from './schema';

const url = process.env.DATABASE_URL;

/** DATABASE_URL when it names a PostgreSQL database, else undefined (the tests run on SQLite only). */
export const POSTGRES_URL: string | undefined = url && /^postgres(ql)?:\/\//.test(url) ? url : undefined;

/** The engines an engine-parameterised suite runs on (`describe.each(TEST_ENGINES)`). */
export const TEST_ENGINES: readonly Engine[] = POSTGRES_URL ? ['sqlite', 'postgres'] : ['sqlite'];
