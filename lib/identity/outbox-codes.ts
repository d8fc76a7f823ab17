/** The one-time codes in a sandbox message (six digits standing alone), shown apart on the dev outbox page. */
export function codesIn(body: string): string[] {
  return [...body.matchAll(/(?<!\d)(\d{6})(?!\d)/g)].map((match) => match[1]);
}

/** Whether the sandbox outbox (page and endpoint) exists: outside production, or when SANDBOX_OUTBOX is on. */
export function outboxEnabled(nodeEnv: string, sandboxOutbox: boolean): boolean {
  return nodeEnv !== 'production' || sandboxOutbox;
}

/** The stored form of an outbox recipient: E.164 digits without the +, or a lower-case e-mail address. */
export function outboxRecipient(to: string): string {
  return to.includes('@') ? to.toLowerCase() : to.replace(/^\+/, '');
}
