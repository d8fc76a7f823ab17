import { z } from 'zod';
import { toMinorUnits } from '@/lib/markets/currency';

/** What the player typed ('12', '12.5', '12,50') as integer minor units, or null when it is not an amount. */
export function parseAmountInput(text: string): number | null {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  if (normalised === '' || normalised.startsWith('-')) return null;
  try {
    const minor = toMinorUnits(normalised);
    return minor > 0n && minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null;
  } catch {
    return null;
  }
}

/** Issue codes the forms translate (wallet.form.<code>). */
export type AmountIssue = 'required' | 'invalid' | 'belowMin' | 'aboveMax';

/** The amount field's schema: text in, minor units checked against [min, max] (both in minor units). */
export function amountFormSchema(min: number, max: number) {
  return z.object({
    amount: z.string().superRefine((text, ctx) => {
      if (text.trim() === '') {
        ctx.addIssue({ code: 'custom', message: 'required' satisfies AmountIssue });
        return;
      }
      const minor = parseAmountInput(text);
      if (minor === null) {
        ctx.addIssue({ code: 'custom', message: 'invalid' satisfies AmountIssue });
        return;
      }
      if (minor < min) ctx.addIssue({ code: 'custom', message: 'belowMin' satisfies AmountIssue });
      else if (minor > max) ctx.addIssue({ code: 'custom', message: 'aboveMax' satisfies AmountIssue });
    }),
  });
}
export type AmountFormValues = { amount: string };
