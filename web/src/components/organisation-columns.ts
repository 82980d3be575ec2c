import type { Column } from './data-table';

/** A Borrower's or a Client's name and shortname fields (their keys differ: companyName / clientName, …). */
export interface OrganisationKeys<N extends string, C extends string> {
  nameKey: N;
  nameLabel: string;
  codeKey: C;
  /** The edit page's title: Create or Edit, then this. */
  what: string;
  listPath: string;
}

export type Organisation<N extends string, C extends string> = Record<N | C, string> & { active: boolean };

/** The Borrowers and Clients lists' columns: name, Shortname, Active. */
export const organisationColumns = <N extends string, C extends string, R extends Organisation<N, C>>({ nameKey, nameLabel, codeKey }: OrganisationKeys<N, C>): Column<R>[] => [
  { id: nameKey, header: nameLabel, value: (r) => r[nameKey] },
  { id: codeKey, header: 'Shortname', value: (r) => r[codeKey] },
  { id: 'active', header: 'Active', value: (r) => (r.active ? 'Yes' : 'No') },
];
