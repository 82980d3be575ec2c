/** The API's own description: the OpenAPI document of every registered route (adapters/http/wire/openapi-document.ts). */
import { defineRoute } from './route';

export const openApiRoute = defineRoute({
  method: 'get',
  path: '/openapi.json',
  access: 'public',
  tags: ['API'],
  summary: 'This OpenAPI 3.1 document',
  response: { file: 'application/json' },
});
