import { z } from 'zod';

// Zod probes `Function('')` once to decide whether to compile its object parsers; the pages' CSP allows no eval
// (docs/decisions.md, "Content-Security-Policy"), so in the browser the probe is a reported violation. The browser
// parses small answers: the interpreter is enough there. The server keeps the compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });
