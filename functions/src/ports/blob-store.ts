/**
 * BlobStore: the file storage port. Locally a folder with HMAC-signed URLs served by `api`;
 * in production Cloud Storage with V4 signed URLs.
 */

export interface BlobMeta {
  path: string;
  contentType: string;
  size: number;
}

export interface BlobStore {
  readonly driver: 'local' | 'cloud-storage';
  put(path: string, data: Buffer, contentType: string): Promise<void>;
  /** Null when missing. */
  get(path: string): Promise<{ data: Buffer; meta: BlobMeta } | null>;
  exists(path: string): Promise<boolean>;
  delete(path: string): Promise<void>;
  /**
   * Deletes every blob whose path starts with `prefix`; returns how many it deleted. Blobs that
   * vanish meanwhile (a concurrent delete) are skipped, never an error.
   */
  deletePrefix(prefix: string): Promise<number>;
  list(prefix: string): Promise<string[]>;
  /** A URL that lets anyone holding it read the blob until `expiresInSeconds` pass. */
  signedUrl(path: string, expiresInSeconds: number): Promise<string>;
}
