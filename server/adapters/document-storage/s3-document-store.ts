import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertDocumentKey, type DocumentStore } from './document-store';

/** What an S3-compatible bucket needs (DOCUMENT_STORAGE=s3, the DOCUMENTS_S3_* variables). */
export interface S3DocumentStoreConfig {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, a local test server); unset: AWS's own endpoint for the region. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Static credentials; unset: the SDK's default chain (an instance or task role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * Documents in an S3-compatible bucket, under the same keys as the local folder (`players/<playerId>/<uuid>`).
 * Objects are written without an ACL, so they stay private to the bucket's owner (S3's default; the bucket must
 * block public access, docs/decisions.md "S3-compatible document storage"); the site reads them through the
 * authorised file route, never by a public or pre-signed URL. A PUT is atomic: a reader sees the whole object or none.
 */
export class S3DocumentStore implements DocumentStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly config: S3DocumentStoreConfig) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Checksums only where S3 requires them: S3-compatible servers do not all read the SDK's trailing checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertDocumentKey(key);
    await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: bytes, ContentType: contentType }));
  }

  async get(key: string): Promise<Buffer | null> {
    assertDocumentKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      if (!object.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertDocumentKey(key);
    // S3 answers 204 for a key that is not there: removing a missing key is not an error, as in the interface.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  /** Closes the client's sockets (tests, and a process shutting down). */
  destroy(): void {
    this.client.destroy();
  }
}
