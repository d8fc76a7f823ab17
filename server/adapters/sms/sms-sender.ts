import 'server-only';

export interface SmsMessage {
  /** E.164 digits without '+', e.g. 358401234567. */
  to: string;
  text: string;
}

/** What the identity domain needs from an SMS provider; the sandbox and Vonage implement it. */
export interface SmsSender {
  readonly name: string;
  /** Whether the provider considers the number a valid mobile number (false → error.vonage.phone.invalid). */
  isValidNumber(e164Digits: string): Promise<boolean>;
  /** Resolves when the provider accepted the message; rejects when it did not. */
  send(message: SmsMessage): Promise<void>;
}
