import { createHash, randomBytes } from 'node:crypto';

/** A game-session token: 256 random bits, base64url (43 characters), handed to the provider once. */
export function newGameSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the SHA-256 is stored; 256-bit secrets need no salt. */
export function hashGameSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
