/** @jest-environment node */
import { gateEnv } from '@/server/gate-env';

describe('gateEnv', () => {
  it('reads the gate settings from process.env once, with the same rules as server/env.ts', () => {
    process.env.MAINTENANCE_MODE = '1';
    process.env.GEO_COUNTRY_HEADER = 'X-Country';
    const env = gateEnv();
    expect(env).toMatchObject({ MAINTENANCE_MODE: true, GEO_COUNTRY_HEADER: 'x-country' });
    process.env.MAINTENANCE_MODE = 'false';
    expect(gateEnv()).toBe(env);
    delete process.env.MAINTENANCE_MODE;
    delete process.env.GEO_COUNTRY_HEADER;
  });
});
