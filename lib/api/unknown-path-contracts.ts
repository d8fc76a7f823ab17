import { defineContract, type HttpMethod } from './contract';

/**
 * Any path under /api that no route serves (`app/api/[...path]/route.ts`): `404 error.not_found` in the spec's
 * error shape for every method, rather than the site's HTML page. Left out of the reference.
 */
function unknownPath<const M extends HttpMethod>(method: M) {
  return defineContract({
    operationId: `operations.unknownPath.${method.toLowerCase()}`,
    method,
    path: '/{...path}',
    summary: 'A path no endpoint serves',
    description: 'Answers `404 error.not_found` in the error shape, whatever the path, query or body.',
    tags: ['Operations'],
    auth: 'none',
    responses: {},
    errors: ['error.not_found'],
    internal: true,
  });
}

export const unknownPathGet = unknownPath('GET');
export const unknownPathPost = unknownPath('POST');
export const unknownPathPut = unknownPath('PUT');
export const unknownPathPatch = unknownPath('PATCH');
export const unknownPathDelete = unknownPath('DELETE');
export const unknownPathOptions = unknownPath('OPTIONS');
