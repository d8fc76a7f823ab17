import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** cognito-local 5.3.0 (devDependency) on a loopback port, with verification codes fixed to `code`. */
export interface CognitoLocal {
  endpoint: string;
  /** One call of Cognito's JSON API (`X-Amz-Target: AWSCognitoIdentityProviderService.<target>`); throws on a refusal. */
  call<T>(target: string, body: Record<string, unknown>): Promise<T>;
  /** A new user pool and an app client in it. */
  createPool(name: string): Promise<{ userPoolId: string; clientId: string }>;
  stop(): void;
}

export async function startCognitoLocal(port: number, code: string, folderPrefix: string): Promise<CognitoLocal> {
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
