import 'server-only';
import { getPaymentMethods } from '@/server/content/get-payment-methods';
import type { PaymentMethodType } from '@/lib/payments/methods';
import { limitFor } from '@/lib/wallet/ui-methods';
import { ValidationError, type FieldError } from '@/server/http/errors';

const OBJECT_NAME = 'depositRequest';

function fieldError(field: string, rejectedValue: unknown, code: string, message: string): FieldError {
  return { objectName: OBJECT_NAME, field, rejectedValue, status: 400, code, message };
}

/**
 * The content's per-method minimum and maximum (payment-method records, in the player's currency, else EUR as
 * the cashier shows them) enforced on the server: 400 with a field error on `paymentMethod` or `amount`.
 */
export async function assertDepositWithinMethodBounds(input: { paymentMethod: PaymentMethodType; amount: number; currency: string }): Promise<void> {
  const methods = await getPaymentMethods({ language: 'en' });
  const method = methods.find((candidate) => candidate.type === input.paymentMethod && candidate.deposit);
  const bounds = method ? limitFor(method, input.currency) : null;
  if (!bounds) {
    throw new ValidationError([fieldError('paymentMethod', input.paymentMethod, 'invalid_value', 'This payment method does not take deposits.')]);
  }
  if (input.amount < bounds.min) {
    throw new ValidationError([fieldError('amount', input.amount, 'too_small', `The smallest deposit with this method is ${bounds.min} minor units.`)]);
  }
  if (input.amount > bounds.max) {
    throw new ValidationError([fieldError('amount', input.amount, 'too_big', `The largest deposit with this method is ${bounds.max} minor units.`)]);
  }
}
