import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * cognito-local 5.3.0 (devDependency) on a free loopback port (the system picks it), with verification codes fixed
 * to `code`. No fixed port: the PGlite and PostgreSQL passes run the same files at the same time
 * (scripts/test-integration.sh), and other checkouts on the machine run them too.
 */
export interface CognitoLocal {
  endpoint: string;
  /** One call of Cognito's JSON API (`X-Amz-Target: AWSCognitoIdentityProviderService.<target>`); throws on a refusal. */
  call<T>(target: string, body: Record<string, unknown>): Promise<T>;
  /** A new user pool and an app client in it. */
  createPool(name: string): Promise<{ userPoolId: string; clientId: string }>;
  stop(): void;
}

/** A port nothing listens on now: the system's pick for port 0, released again for the emulator. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startCognitoLocal(code: string, folderPrefix: string): Promise<CognitoLocal> {
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), folderPrefix));
  const start = resolve(process.cwd(), 'node_modules/cognito-local/lib/bin/start.js');
  const emulator = spawn(process.execPath, [start], {
    cwd: dataDir,
    env: { ...process.env, NODE_OPTIONS: '', HOST: '127.0.0.1', PORT: String(port), CODE: code },
    stdio: 'ignore',
  });

  async function call<T>(target: string, body: Record<string, unknown>): Promise<T> {
    const send = () =>
      fetch(`${endpoint}/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': `AWSCognitoIdentityProviderService.${target}` },
        body: JSON.stringify(body),
      });
    // The emulator closes idle keep-alive connections; a pooled one can fail once.
    const response = await send().catch(send);
    const json = (await response.json()) as T;
    if (!response.ok) throw new Error(`${target}: ${JSON.stringify(json)}`);
    return json;
  }

  const stop = () => {
    emulator.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };

  for (let attempt = 0; ; attempt += 1) {
    try {
      await call('ListUserPools', { MaxResults: 1 });
      break;
    } catch (error) {
      if (attempt >= 100) {
        stop();
        throw new Error('cognito-local did not start', { cause: error });
      }
      await new Promise((done) => setTimeout(done, 200));
    }
  }

  return {
    endpoint,
    call,
    async createPool(name) {
      const userPoolId = (await call<{ UserPool: { Id: string } }>('CreateUserPool', { PoolName: name })).UserPool.Id;
      const clientId = (await call<{ UserPoolClient: { ClientId: string } }>('CreateUserPoolClient', { UserPoolId: userPoolId, ClientName: 'site' }))
        .UserPoolClient.ClientId;
      return { userPoolId, clientId };
    },
    stop,
  };
}
