/**
 * Borrower (company) and client forms (access-and-administration §5): the same record under two sets
 * of names (a name, a shortname, active). Names and shortnames are trimmed; uniqueness of the
 * shortname is the repository's (DuplicateError).
 */
import { z } from 'zod';
import { MSG } from '../domain/messages';
import { addError, isBlank, okUnlessErrors, parseShape, type FieldErrors, type Validated } from './field-failure';
import { shortText } from './text-limits';

/** What both forms have besides their name and shortname. */
const organisationFields = { id: z.number().int().default(-1), active: z.boolean().default(true) };

/** The validator of an organisation form: `name` (required with `nameRequired`) and `code` (the shortname). */
const organisationValidator =
  <F extends Record<N | C, string>, N extends string, C extends string>(schema: z.ZodType<F>, name: N, code: C, nameRequired: string) =>
  (input: unknown): Validated<F> => {
    const shape = parseShape(schema, input);
    if (!shape.ok) return shape;
    const v = shape.value;
    const fields: FieldErrors = {};
    if (isBlank(v[name])) addError(fields, name, nameRequired);
    if (isBlank(v[code])) addError(fields, code, MSG.SHORTNAME_IS_REQUIRED);
    return okUnlessErrors(fields, () => ({ ...v, [name]: v[name].trim(), [code]: v[code].trim() }));
  };

export const borrowerSaveSchema = z.object({ ...organisationFields, companyName: shortText().default(''), companyCode: shortText().default('') });
export type BorrowerSave = z.output<typeof borrowerSaveSchema>;
export type BorrowerSaveInput = z.input<typeof borrowerSaveSchema>;
export const validateBorrower = organisationValidator(borrowerSaveSchema, 'companyName', 'companyCode', MSG.BORROWER_NAME_IS_REQUIRED);

/** The logo is uploaded separately (POST /auction/uploadlogo/{clientCode}); the form keeps its file name. */
export const clientSaveSchema = z.object({ ...organisationFields, clientName: shortText().default(''), clientCode: shortText().default('') });
export type ClientSave = z.output<typeof clientSaveSchema>;
export type ClientSaveInput = z.input<typeof clientSaveSchema>;
export const validateClient = organisationValidator(clientSaveSchema, 'clientName', 'clientCode', MSG.CLIENT_NAME_IS_REQUIRED);
