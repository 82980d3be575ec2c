import type { Id } from '../../domain/entities';
import type { New } from './common';

/** The records of an organisation kind with a unique short code (clients, borrowers). */
export interface CodedRecordRepository<T extends { id: Id }> {
  list(): Promise<T[]>;
  get(id: Id): Promise<T | null>;
  /** The record whose short code (clientCode, companyCode) is `code`, if any. */
  getByCode(code: string): Promise<T | null>;
  create(record: New<T>): Promise<T>;
  update(record: T): Promise<T>;
}
