import { z } from 'zod';
import { booleanFlag, dataDir, geoCountryHeader, optionalText, parseWith } from './env-schema';

// The request gate (proxy.ts) and the identity keys it verifies tokens with cannot rely on `server-only`, so
// they read this subset, parsed with the same pieces as server/env.ts.
const gateEnvSchema = z.object({
  MAINTENANCE_MODE: booleanFlag,
  GEO_COUNTRY_HEADER: geoCountryHeader,
  DATA_DIR: dataDir,
  IDENTITY_PRIVATE_JWK: optionalText(),
  /** The platform API the gate asks for a player's play flags; the same default as server/env.ts. */
  PLATFORM_API_URL: optionalText(),
  PORT: optionalText(),
});

export type GateEnv = Readonly<z.output<typeof gateEnvSchema>>;

const cache = globalThis as typeof globalThis & { __luckyHarbourGateEnv?: GateEnv };

/** Parsed on first call and kept for the life of the process. */
export function gateEnv(): GateEnv {
  cache.__luckyHarbourGateEnv ??= Object.freeze(parseWith(gateEnvSchema, process.env));
  return cache.__luckyHarbourGateEnv;
}
