/**
 * Borrower (company) and client forms (access-and-administration §5). Names and shortnames are
 * trimmed; uniqueness of the shortname is the repository's (DuplicateError).
 */
import { z } from 'zod';
import { MSG } from '../domain/messages';
import { addError, isBlank, okUnlessErrors, parseShape, type FieldErrors, type Validated } from './field-failure';
import { shortText } from './text-limits';

const id = z.number().int().default(-1);

export const borrowerSaveSchema = z.object({
  id,
  companyName: shortText().default(''),
  companyCode: shortText().default(''),
  active: z.boolean().default(true),
});
export type BorrowerSave = z.output<typeof borrowerSaveSchema>;

export const validateBorrower = (input: unknown): Validated<BorrowerSave> => {
  const shape = parseShape(borrowerSaveSchema, input);
  if (!shape.ok) return shape;
  const v = shape.value;
  const fields: FieldErrors = {};
  if (isBlank(v.companyName)) addError(fields, 'companyName', MSG.BORROWER_NAME_IS_REQUIRED);
  if (isBlank(v.companyCode)) addError(fields, 'companyCode', MSG.SHORTNAME_IS_REQUIRED);
  return okUnlessErrors(fields, () => ({ ...v, companyName: v.companyName.trim(), companyCode: v.companyCode.trim() }));
};

/** The logo is uploaded separately (POST /auction/uploadlogo/{clientCode}); the form keeps its file name. */
export const clientSaveSchema = z.object({
  id,
  clientName: shortText().default(''),
  clientCode: shortText().default(''),
  active: z.boolean().default(true),
});
export type ClientSave = z.output<typeof clientSaveSchema>;

export const validateClient = (input: unknown): Validated<ClientSave> => {
  const shape = parseShape(clientSaveSchema, input);
  if (!shape.ok) return shape;
  const v = shape.value;
  const fields: FieldErrors = {};
  if (isBlank(v.clientName)) addError(fields, 'clientName', MSG.CLIENT_NAME_IS_REQUIRED);
  if (isBlank(v.clientCode)) addError(fields, 'clientCode', MSG.SHORTNAME_IS_REQUIRED);
  return okUnlessErrors(fields, () => ({ ...v, clientName: v.clientName.trim(), clientCode: v.clientCode.trim() }));
};
