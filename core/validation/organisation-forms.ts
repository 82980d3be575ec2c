/**
 * Borrower (company) and client forms (access-and-administration §5): the same record under two sets
 * of names (a name, a shortname, active). Names and shortnames are trimmed; uniqueness of the
 * shortname is the repository's (DuplicateError).
 */
import { z } from 'zod';
import { MSG } from '../domain/messages';
import { addError, isBlank, okUnlessErrors, parseShape, validationFailure, type FieldErrors, type Validated } from './field-failure';
import { lazySchema } from './lazy-schema';
import { shortText } from './text-limits';
import { fieldsOutOfRange } from './input-id';
import { fieldsTooLong } from './text-limit-fields';
import { BORROWER_TYPES, LEI_INVALID, leiOf, MPID_INVALID, mpidOf } from '../parties/parties';

/** What both forms have besides their name and shortname. */
const organisationFields = () => ({ id: z.number().int().default(-1), active: z.boolean().default(true) });

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

/** An optional identifier field: blank or null is none; absent keeps what is stored (a form of before the field). */
const optionalCode = () => shortText().nullable().optional();

/** The regulatory fields of a form, checked after its name and shortname: the LEI (both forms) and the MPID. */
const withPartyFields =
  <F extends { lei?: string | null | undefined; mpid?: string | null | undefined }>(validate: (input: unknown) => Validated<F>) =>
  (input: unknown): Validated<F> => {
    const valid = validate(input);
    if (!valid.ok) return valid;
    const v = valid.value;
    const fields: FieldErrors = {};
    /** The stored form of an identifier: undefined (absent) stays so, blank is null, else `check`'s answer. */
    const checked = (field: 'lei' | 'mpid', check: (text: string) => string | null, message: string) => {
      const value = v[field];
      if (value === undefined) return {};
      if (isBlank(value)) return { [field]: null };
      const stored = check(value ?? '');
      if (stored === null) addError(fields, field, message);
      return { [field]: stored };
    };
    const parties = { ...checked('lei', leiOf, LEI_INVALID), ...checked('mpid', mpidOf, MPID_INVALID) };
    return okUnlessErrors(fields, () => ({ ...v, ...parties }));
  };

export const borrowerSaveSchema = lazySchema(() =>
  z.object({
    ...organisationFields(),
    companyName: shortText().default(''),
    companyCode: shortText().default(''),
    lei: optionalCode(),
    borrowerType: z.enum(BORROWER_TYPES).optional(),
    mpid: optionalCode(),
  }),
);
export type BorrowerSave = z.output<typeof borrowerSaveSchema>;
export type BorrowerSaveInput = z.input<typeof borrowerSaveSchema>;
export const validateBorrower = withPartyFields(organisationValidator(borrowerSaveSchema, 'companyName', 'companyCode', MSG.BORROWER_NAME_IS_REQUIRED));

/** The logo is uploaded separately (POST /auction/uploadlogo/{clientCode}); the form keeps its file name. */
export const clientSaveSchema = lazySchema(() =>
  z.object({ ...organisationFields(), clientName: shortText().default(''), clientCode: shortText().default(''), lei: optionalCode() }),
);
export type ClientSave = z.output<typeof clientSaveSchema>;
export type ClientSaveInput = z.input<typeof clientSaveSchema>;
export const validateClient = withPartyFields(organisationValidator(clientSaveSchema, 'clientName', 'clientCode', MSG.CLIENT_NAME_IS_REQUIRED));

/** A valid organisation form within what the store holds: its id in range, its name and shortname not too long. */
export const withinStoredLimits = <F extends { id: number } & Record<N | C, string>, N extends string, C extends string>(valid: Validated<F>, name: N, code: C): Validated<F> => {
  if (!valid.ok) return valid;
  const v = valid.value;
  const range = { ...fieldsOutOfRange({ id: v.id }), ...fieldsTooLong({ [name]: v[name], [code]: v[code] }) };
  return Object.keys(range).length ? validationFailure(range) : valid;
};
