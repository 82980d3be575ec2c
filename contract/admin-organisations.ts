/**
 * Borrowers (the spec's "companies") and clients, with the client logos (access-and-administration.md §5, §7).
 */
import { z } from 'zod';
import { defineRoute, pathId, served } from './route';
import { checkedBody, Id, IdParams, MessageAnswer } from './common';
import { ClientCodeParams, loadLogoRoute } from './client-logo';
import { borrowerSaveSchema, clientSaveSchema, validateBorrower, validateClient } from '../core/validation/organisation-forms';
import { listBorrowers, loadBorrower, saveBorrower } from '../core/admin/borrowers';
import { listClients, loadClient, saveClient } from '../core/admin/clients';
import { uploadLogo } from '../core/admin/client-logo';
import { BORROWER_TYPES } from '../core/parties/parties';

const Lei = z.string().nullable().meta({ description: 'Legal Entity Identifier (ISO 17442, check digits verified), where known' });
export const Borrower = z.object({
  id: Id,
  companyName: z.string(),
  companyCode: z.string(),
  active: z.boolean(),
  lei: Lei,
  borrowerType: z.enum(BORROWER_TYPES),
  mpid: z.string().nullable().meta({ description: 'Market participant identifier (4 letters)' }),
});
export const Client = z.object({ id: Id, clientName: z.string(), clientCode: z.string(), active: z.boolean(), logoFile: z.string().nullable(), lei: Lei });
/** A client as other records name it. */
export const ClientRef = z.object({ id: Id, clientName: z.string(), clientCode: z.string() });
/** A borrower as other records name it. */
export const BorrowerRef = z.object({ id: Id, companyName: z.string(), companyCode: z.string() });

const CONFLICT = { 409: 'Unable to save. Shortname already exists. (Error)' } as const;

export const borrowerRoutes = {
  list: served(
    defineRoute({
      method: 'get',
      path: '/auction/companies',
      useCase: listBorrowers,
      // Why this access: borrowers list (Manager, Client Relations); the user form is Manager-only and included
      tags: ['Borrowers'],
      summary: 'Borrowers list',
      response: z.array(Borrower),
    }),
    () => [],
  ),
  load: served(
    defineRoute({
      method: 'post',
      path: '/auction/companyedit/{id}',
      useCase: loadBorrower,
      tags: ['Borrowers'],
      summary: 'Load a borrower (-1: blank form)',
      params: IdParams,
      response: Borrower,
    }),
    pathId,
  ),
  save: served(
    defineRoute({
      method: 'post',
      path: '/auction/companysave',
      useCase: saveBorrower,
      tags: ['Borrowers'],
      summary: 'Create (id -1) or update a borrower; answers the saved borrower',
      body: checkedBody(borrowerSaveSchema, validateBorrower),
      response: Borrower,
      failures: CONFLICT,
    }),
    ({ body }) => [body],
  ),
} as const;

export const clientRoutes = {
  list: served(
    defineRoute({
      method: 'get',
      path: '/auction/clients',
      useCase: listClients,
      // Why this access: clients list; also the client choice of the auction form
      tags: ['Clients'],
      summary: 'Clients list',
      response: z.array(Client),
    }),
    () => [],
  ),
  load: served(
    defineRoute({
      method: 'post',
      path: '/auction/clientedit/{id}',
      useCase: loadClient,
      tags: ['Clients'],
      summary: 'Load a client (-1: blank form)',
      params: IdParams,
      response: Client,
    }),
    pathId,
  ),
  save: served(
    defineRoute({
      method: 'post',
      path: '/auction/clientsave',
      useCase: saveClient,
      tags: ['Clients'],
      summary: 'Create (id -1) or update a client; answers the saved client',
      body: checkedBody(clientSaveSchema, validateClient),
      response: Client,
      failures: CONFLICT,
    }),
    ({ body }) => [body],
  ),
  uploadLogo: defineRoute({
    method: 'post',
    path: '/auction/uploadlogo/{clientCode}',
    useCase: uploadLogo,
    expensive: true,
    // Why this access: part of the client form
    tags: ['Clients'],
    summary: 'Upload the client logo (multipart, one image file)',
    description: 'PNG, JPEG, GIF or WebP (checked by content), at most 1 MB. Field name: file (any file field is taken).',
    params: ClientCodeParams,
    multipart: { file: 'the image file (any file part is taken)' },
    response: MessageAnswer.extend({ logoFile: z.string(), contentType: z.string() }),
    failures: { 413: 'Larger than 1 MB (Error)', 415: 'Not an image, or not a multipart upload (Error)' },
  }),
  loadLogo: loadLogoRoute,
} as const;
