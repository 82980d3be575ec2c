import type { Id } from '../../domain/entities';

/** Which unique value was duplicated. */
export type UniqueField = 'loginName' | 'auctionName' | 'clientCode' | 'companyCode' | 'lotNumber';

/** Thrown by a repository when a unique constraint is violated. `message` is the text to show. */
export class DuplicateError extends Error {
  constructor(
    readonly field: UniqueField,
    message: string,
  ) {
    super(message);
    this.name = 'DuplicateError';
  }
}

/** Thrown by a repository when a row refers to a missing row (foreign key violation). */
export class ReferenceError_ extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReferenceError_';
  }
}

export type New<T extends { id: Id }> = Omit<T, 'id'>;
