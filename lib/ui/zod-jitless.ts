// Zod probes `Function('')` once to decide whether to compile its object parsers; the pages' CSP allows no eval
// (docs/decisions.md, "Content-Security-Policy"), so in the browser the probe is a reported violation. The browser
// parses small answers: the interpreter is enough there, and the server keeps the compiled parsers. Zod 4 keeps
// its configuration on this global (`z.config` writes it); setting it here, without importing zod, keeps zod out
// of the shell's first-load JavaScript. tests/e2e/security-headers.spec.ts fails if a zod upgrade probes again.
const slot = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

if (typeof window !== 'undefined') (slot.__zod_globalConfig ??= {}).jitless = true;

export {};
