import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// The identity provider's reset code (Cognito) must reach ConfirmForgotPassword at the Password step, but the
// platform never keeps it readable: it is sealed with AES-256-GCM under a key derived from the reset key, which
// only the player holds (the database keeps the reset key's hash). A database reader cannot open it.

function keyFor(resetKey: string): Buffer {
  return createHash('sha256').update(`lucky-harbour:provider-reset-code:${resetKey}`).digest();
}

/** `iv.tag.ciphertext`, base64url. */
export function sealProviderCode(code: string, resetKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(resetKey), iv);
  const ciphertext = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join('.');
}

/** The code, or null when the box was not sealed with this reset key (or was tampered with). */
export function openProviderCode(box: string, resetKey: string): string | null {
  const [iv, tag, ciphertext] = box.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !ciphertext) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(resetKey), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
