import { randomUUID } from 'node:crypto';
import type { Bucket } from '@google-cloud/storage';
import type { BlobMeta, BlobStore } from '../ports/blob-store';

/** The longest life Cloud Storage allows a V4 signed URL. */
const MAX_SIGNED_URL_SECONDS = 7 * 24 * 60 * 60;
const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

function isNotFound(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 404;
}

/**
 * BlobStore on a Cloud Storage bucket, e.g. `new CloudStorageBlobStore(getStorage(app).bucket(name))`
 * with `getStorage` from `firebase-admin/storage`. With FIREBASE_STORAGE_EMULATOR_HOST set,
 * firebase-admin points the client at the Storage emulator.
 */
export class CloudStorageBlobStore implements BlobStore {
  readonly driver = 'cloud-storage' as const;

  constructor(private readonly bucket: Bucket) {}

  async put(path: string, data: Buffer, contentType: string): Promise<void> {
    await this.bucket.file(path).save(data, { resumable: false, contentType: contentType || DEFAULT_CONTENT_TYPE });
  }

  async get(path: string): Promise<{ data: Buffer; meta: BlobMeta } | null> {
    const file = this.bucket.file(path);
    try {
      const [[metadata], [data]] = await Promise.all([file.getMetadata(), file.download()]);
      return { data, meta: { path, contentType: metadata.contentType ?? DEFAULT_CONTENT_TYPE, size: data.length } };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async exists(path: string): Promise<boolean> {
    const [exists] = await this.bucket.file(path).exists();
    return exists;
  }

  async delete(path: string): Promise<void> {
    await this.bucket.file(path).delete({ ignoreNotFound: true });
  }

  async deletePrefix(prefix: string): Promise<number> {
    // An empty prefix would wipe the whole bucket; no caller means that.
    if (prefix === '') throw new Error('deletePrefix needs a non-empty prefix');
    const [files] = await this.bucket.getFiles({ prefix, autoPaginate: true });
    let deleted = 0;
    // One by one, so that a file deleted meanwhile (404) is skipped instead of failing the sweep.
    for (const file of files) {
      try {
        await file.delete();
        deleted += 1;
      } catch (error) {
        if ((error as { code?: unknown }).code !== 404) throw error;
      }
    }
    return deleted;
  }

  async list(prefix: string): Promise<string[]> {
    const [files] = await this.bucket.getFiles({ prefix, autoPaginate: true });
    return files.map((file) => file.name).sort(compareUtf8);
  }

  async signedUrl(path: string, expiresInSeconds: number): Promise<string> {
    if (!Number.isFinite(expiresInSeconds) || expiresInSeconds <= 0 || expiresInSeconds > MAX_SIGNED_URL_SECONDS) {
      throw new RangeError(`Signed URL lifetime must be between 1 and ${MAX_SIGNED_URL_SECONDS} seconds`);
    }
    const emulatorHost = process.env['FIREBASE_STORAGE_EMULATOR_HOST'];
    if (emulatorHost) return this.emulatorDownloadUrl(emulatorHost, path);
    const [url] = await this.bucket.file(path).getSignedUrl({
      version: 'v4',
      action: 'read',
      expires: Date.now() + expiresInSeconds * 1000,
    });
    return url;
  }

  /**
   * V4 signing needs a service account key or the IAM signBlob API, and the emulator offers neither.
   * Its Firebase download URL is the nearest equivalent: the download token in it lets anyone holding
   * the URL read the blob past storage.rules (which deny all client access), like a signed URL does,
   * but it does not expire.
   */
  private async emulatorDownloadUrl(host: string, path: string): Promise<string> {
    const origin = `http://${host.replace(/^https?:\/\//, '')}`;
    const base = `${origin}/v0/b/${this.bucket.name}/o/${encodeURIComponent(path)}?alt=media`;
    const file = this.bucket.file(path);
    let token: string | undefined;
    try {
      const [metadata] = await file.getMetadata();
      const tokens = metadata.metadata?.['firebaseStorageDownloadTokens'];
      token = typeof tokens === 'string' ? tokens.split(',')[0] : undefined;
    } catch (error) {
      if (isNotFound(error)) return base;
      throw error;
    }
    if (!token) {
      token = randomUUID();
      await file.setMetadata({ metadata: { firebaseStorageDownloadTokens: token } });
    }
    return `${base}&token=${encodeURIComponent(token)}`;
  }
}

/** Cloud Storage lists names in UTF-8 byte order already; sorting keeps the port's promise explicit. */
function compareUtf8(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
