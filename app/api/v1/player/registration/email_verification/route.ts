import { codeVerificationHandler } from '../code-handlers';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = codeVerificationHandler('EMAIL');
