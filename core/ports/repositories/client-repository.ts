import type { Client } from '../../domain/entities';
import type { CodedRecordRepository } from './coded-record-repository';

export type ClientRepository = CodedRecordRepository<Client>;
