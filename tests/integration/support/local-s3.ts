import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { parseEnv } from '@/server/env';

/** s3rver's fixed credentials (it checks signatures against them). */
const ACCESS_KEY = 'S3RVER';

export interface LocalS3 {
  bucket: string;
  /** The parsed environment a site would run with against this server (DOCUMENT_STORAGE=s3). */
  env: ReturnType<typeof parseEnv>;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * An S3-compatible server for one test file: s3rver on a free loopback port, its objects in a temporary folder,
 * with one empty bucket. Start it in beforeAll, stop it in afterAll.
 */
export async function startLocalS3(bucket = 'lh-documents'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'lh-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const env = parseEnv({
    DOCUMENT_STORAGE: 's3',
    DOCUMENTS_S3_BUCKET: bucket,
    DOCUMENTS_S3_REGION: 'us-east-1',
    DOCUMENTS_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    DOCUMENTS_S3_FORCE_PATH_STYLE: 'true',
    DOCUMENTS_S3_ACCESS_KEY_ID: ACCESS_KEY,
    DOCUMENTS_S3_SECRET_ACCESS_KEY: ACCESS_KEY,
  });
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: env.DOCUMENTS_S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  return {
    bucket,
    env,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async stop() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
