import { z } from 'zod';
import { passwordSchema } from '@/lib/identity/schemas';
import { checkPostcode } from './postcode';
import { plainText } from './schemas';

// The account page's form schemas (react-hook-form + zod): the same rules as the platform's, plus what only a form
// asks (a repeated password). Messages are keys the components translate.

/** The address form; the postcode is judged by the player's country (lib/account/postcode.ts). */
export function addressFormSchema(countryCode: string) {
  return z.object({
    address: plainText(100),
    city: plainText(60),
    postalCode: z.string().superRefine((value, context) => {
      const check = checkPostcode(countryCode, value);
      if (!check.ok) context.addIssue({ code: 'custom', message: check.reason });
    }),
  });
}
export type AddressForm = z.input<ReturnType<typeof addressFormSchema>>;

/** The new number: the country whose dialling prefix it takes, and the national number (spaces and dashes allowed while typing). */
export const phoneFormSchema = z.object({
  country: z.string().regex(/^[A-Z]{2}$/),
  number: z
    .string()
    .trim()
    .refine((value) => /^\d{4,14}$/.test(value.replace(/[\s-]/g, ''))),
});
export type PhoneForm = z.input<typeof phoneFormSchema>;

export const passwordFormSchema = z
  .object({ oldPassword: z.string().min(1).max(256), newPassword: passwordSchema, confirm: z.string().min(1) })
  .refine((values) => values.newPassword === values.confirm, { path: ['confirm'], message: 'mismatch' })
  .refine((values) => values.newPassword !== values.oldPassword, { path: ['newPassword'], message: 'same' });
export type PasswordForm = z.input<typeof passwordFormSchema>;
