import type { Borrower } from '../../domain/entities';
import type { CodedRecordRepository } from './coded-record-repository';

export type BorrowerRepository = CodedRecordRepository<Borrower>;
