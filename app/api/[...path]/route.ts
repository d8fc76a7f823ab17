import { unknownPathDelete, unknownPathGet, unknownPathOptions, unknownPathPatch, unknownPathPost, unknownPathPut } from '@/lib/api/unknown-path-contracts';
import { ApiError } from '@/server/http/errors';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// Next matches every real route first (static and dynamic segments, and the deeper catch-alls, beat this one), so
// only a path no route serves lands here: the spec's error shape instead of the site's HTML 404 page.
const notFound = async (): Promise<never> => {
  throw new ApiError('error.not_found');
};

export const GET = withContract(unknownPathGet, { database: false }, notFound);
export const POST = withContract(unknownPathPost, { database: false }, notFound);
export const PUT = withContract(unknownPathPut, { database: false }, notFound);
export const PATCH = withContract(unknownPathPatch, { database: false }, notFound);
export const DELETE = withContract(unknownPathDelete, { database: false }, notFound);
// Next would answer OPTIONS itself (204, every method allowed); HEAD is Next's GET without the body.
export const OPTIONS = withContract(unknownPathOptions, { database: false }, notFound);
