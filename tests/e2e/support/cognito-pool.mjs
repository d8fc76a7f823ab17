// Creates the e2e user pool and app client in a cognito-local data folder, then stops the emulator; the
// Playwright Cognito config then runs cognito-local on the same folder (it keeps its data in ./.cognito).
// Usage: node tests/e2e/support/cognito-pool.mjs <data dir> <port>  → writes <data dir>/ids.json
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const [dir, port] = process.argv.slice(2);
mkdirSync(dir, { recursive: true });
const endpoint = `http://127.0.0.1:${port}`;
const emulator = spawn(process.execPath, [resolve('node_modules/cognito-local/lib/bin/start.js')], {
  cwd: dir,
  env: { ...process.env, NODE_OPTIONS: '', HOST: '127.0.0.1', PORT: port },
  stdio: 'ignore',
});

async function call(target, body) {
  const response = await fetch(`${endpoint}/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': `AWSCognitoIdentityProviderService.${target}` },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${target}: ${JSON.stringify(json)}`);
  return json;
}

try {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await call('ListUserPools', { MaxResults: 1 });
      break;
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((done) => setTimeout(done, 200));
    }
  }
  const userPoolId = (await call('CreateUserPool', { PoolName: 'lucky-harbour-e2e' })).UserPool.Id;
  const clientId = (await call('CreateUserPoolClient', { UserPoolId: userPoolId, ClientName: 'site' })).UserPoolClient.ClientId;
  writeFileSync(join(dir, 'ids.json'), JSON.stringify({ userPoolId, clientId }));
} finally {
  emulator.kill();
}
