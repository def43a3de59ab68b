import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { promises as fs, type ReadStream } from 'node:fs';
import nodePath from 'node:path';
import type { BlobMeta, BlobStore } from '../ports/blob-store';

export interface LocalBlobStoreOptions {
  /** Folder that holds the blobs; created on first write. */
  root: string;
  /** HMAC key for signed URLs. */
  signingKey: string;
  /** Where `localBlobRouter` is reachable, e.g. `/api/blobs`; signed URLs start with it. */
  urlBase: string;
}

export class InvalidBlobPathError extends Error {
  override name = 'InvalidBlobPathError';
  constructor(path: string, reason: string) {
    super(`Invalid blob path ${JSON.stringify(path)}: ${reason}`);
  }
}

export type SignedBlobCheck =
  | { ok: true; expiresAt: number; remainingSeconds: number }
  | { ok: false; reason: 'invalid-signature' | 'expired' };

/** The longest life Cloud Storage allows a V4 signed URL; mirrored so local refuses what production would. */
const MAX_SIGNED_URL_SECONDS = 7 * 24 * 60 * 60;

const MAX_PATH_BYTES = 1024;

export function signBlobPath(path: string, expires: number | string, signingKey: string): string {
  return createHmac('sha256', signingKey).update(`${path}\n${expires}`).digest('hex');
}

/** Checks a request for a signed blob URL: the signature first, then the expiry. */
export function verifySignedBlobRequest(request: {
  path: string;
  expires: unknown;
  signature: unknown;
  signingKey: string;
  nowSeconds: number;
}): SignedBlobCheck {
  const { path, expires, signature, signingKey, nowSeconds } = request;
  if (typeof expires !== 'string' || !/^\d{1,15}$/.test(expires)) return { ok: false, reason: 'invalid-signature' };
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) {
    return { ok: false, reason: 'invalid-signature' };
  }
  const expected = Buffer.from(signBlobPath(path, expires, signingKey), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { ok: false, reason: 'invalid-signature' };
  const expiresAt = Number(expires);
  if (expiresAt <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, expiresAt, remainingSeconds: expiresAt - nowSeconds };
}

/** Splits a blob path into safe file-name segments, or throws InvalidBlobPathError. */
export function blobPathSegments(path: string): string[] {
  if (typeof path !== 'string' || path === '') throw new InvalidBlobPathError(String(path), 'it is empty');
  if (path.includes('\0')) throw new InvalidBlobPathError(path, 'it contains NUL');
  if (path.includes('\\')) throw new InvalidBlobPathError(path, 'it contains a backslash');
  if (path.startsWith('/')) throw new InvalidBlobPathError(path, 'it is absolute');
  if (Buffer.byteLength(path) > MAX_PATH_BYTES) throw new InvalidBlobPathError(path, 'it is longer than 1024 bytes');
  const segments = path.split('/');
  for (const segment of segments) {
    if (segment === '') throw new InvalidBlobPathError(path, 'it has an empty segment');
    if (segment === '.' || segment === '..') throw new InvalidBlobPathError(path, `it has a "${segment}" segment`);
  }
  return segments;
}

interface Sidecar {
  path: string;
  contentType: string;
  size: number;
}

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code;
}

/** Errors that mean "no blob here": missing, a folder, or a parent that is a file. */
function isMissing(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/**
 * BlobStore on a local folder. Layout under `root`:
 * - `objects/<path>`: the bytes, so a blob can be opened with any tool;
 * - `meta/<sha256(path)>.json`: content type and size (hashed names cannot collide with blob paths);
 * - `tmp/`: writes land here first and are renamed into place, so readers never see half a file.
 * A blob cannot share its path with a folder of other blobs (`a` and `a/b`); such a put is refused.
 */
export class LocalBlobStore implements BlobStore {
  readonly driver = 'local' as const;
  private readonly objectsDir: string;
  private readonly metaDir: string;
  private readonly tmpDir: string;
  private readonly signingKey: string;
  private readonly urlBase: string;

  constructor(options: LocalBlobStoreOptions) {
    if (!options.root) throw new Error('LocalBlobStore needs a root folder');
    if (!options.signingKey) throw new Error('LocalBlobStore needs a signing key');
    const root = nodePath.resolve(options.root);
    this.objectsDir = nodePath.join(root, 'objects');
    this.metaDir = nodePath.join(root, 'meta');
    this.tmpDir = nodePath.join(root, 'tmp');
    this.signingKey = options.signingKey;
    this.urlBase = options.urlBase.replace(/\/+$/, '');
  }

  async put(path: string, data: Buffer, contentType: string): Promise<void> {
    const file = this.objectFile(path);
    const sidecar: Sidecar = { path, contentType: contentType || DEFAULT_CONTENT_TYPE, size: data.length };
    try {
      await this.writeAtomic(file, data);
    } catch (error) {
      const code = errorCode(error);
      if (code === 'EISDIR' || code === 'ENOTDIR' || code === 'EEXIST' || code === 'ENOTEMPTY') {
        const message = `Blob path ${JSON.stringify(path)} conflicts with an existing blob or folder`;
        throw new Error(message, { cause: error });
      }
      throw error;
    }
    await this.writeAtomic(this.metaFile(path), Buffer.from(JSON.stringify(sidecar)));
  }

  async get(path: string): Promise<{ data: Buffer; meta: BlobMeta } | null> {
    const file = this.objectFile(path);
    let data: Buffer;
    try {
      data = await fs.readFile(file);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const contentType = await this.readContentType(path);
    return { data, meta: { path, contentType, size: data.length } };
  }

  /** Opens a blob for streaming; the handle stays on the bytes even if the blob is replaced meanwhile. */
  async openRead(path: string): Promise<{ stream: ReadStream; meta: BlobMeta } | null> {
    const file = this.objectFile(path);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      const contentType = await this.readContentType(path);
      return { stream: handle.createReadStream(), meta: { path, contentType, size: stat.size } };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async exists(path: string): Promise<boolean> {
    try {
      return (await fs.stat(this.objectFile(path))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(path: string): Promise<void> {
    await this.remove(path);
  }

  /** Deletes the blob; false when it was not there (already gone is not an error). */
  private async remove(path: string): Promise<boolean> {
    const file = this.objectFile(path);
    let removed = true;
    try {
      await fs.unlink(file);
    } catch (error) {
      // macOS answers EPERM, not EISDIR, when the path is a folder of other blobs.
      const folder = errorCode(error) === 'EPERM' && (await fs.stat(file).then((s) => s.isDirectory(), () => false));
      if (!isMissing(error) && !folder) throw error;
      removed = false;
    }
    await fs.rm(this.metaFile(path), { force: true });
    await this.pruneEmptyFolders(nodePath.dirname(file));
    return removed;
  }

  async deletePrefix(prefix: string): Promise<number> {
    // An empty prefix would wipe the whole store; no caller means that.
    if (prefix === '') throw new Error('deletePrefix needs a non-empty prefix');
    let deleted = 0;
    // A blob deleted meanwhile by someone else is skipped, so the sweep always finishes.
    for (const path of await this.list(prefix)) if (await this.remove(path)) deleted += 1;
    return deleted;
  }

  async list(prefix: string): Promise<string[]> {
    if (prefix.includes('\0') || prefix.includes('\\')) {
      throw new InvalidBlobPathError(prefix, 'it contains NUL or a backslash');
    }
    const slash = prefix.lastIndexOf('/');
    // Only the complete folders of the prefix touch the file system; the tail is a plain string filter.
    const folder = slash === -1 ? [] : blobPathSegments(prefix.slice(0, slash));
    const found: string[] = [];
    await this.walk(nodePath.join(this.objectsDir, ...folder), folder, found);
    return found.filter((path) => path.startsWith(prefix)).sort(compareUtf8);
  }

  async signedUrl(path: string, expiresInSeconds: number): Promise<string> {
    const segments = blobPathSegments(path);
    assertSignedUrlLifetime(expiresInSeconds);
    const expires = Math.floor(Date.now() / 1000) + Math.ceil(expiresInSeconds);
    const signature = signBlobPath(path, expires, this.signingKey);
    const encoded = segments.map(encodeURIComponent).join('/');
    return `${this.urlBase}/${encoded}?expires=${expires}&signature=${signature}`;
  }

  /** Checks the query of a signed URL for `path` against this store's key. */
  verifyRequest(path: string, expires: unknown, signature: unknown, nowSeconds = Math.floor(Date.now() / 1000)) {
    return verifySignedBlobRequest({ path, expires, signature, signingKey: this.signingKey, nowSeconds });
  }

  private objectFile(path: string): string {
    const file = nodePath.join(this.objectsDir, ...blobPathSegments(path));
    // Belt and braces: the segment checks already make escaping impossible.
    if (!file.startsWith(this.objectsDir + nodePath.sep)) throw new InvalidBlobPathError(path, 'it escapes the root');
    return file;
  }

  private metaFile(path: string): string {
    return nodePath.join(this.metaDir, `${createHash('sha256').update(path).digest('hex')}.json`);
  }

  private async readContentType(path: string): Promise<string> {
    try {
      const sidecar = JSON.parse(await fs.readFile(this.metaFile(path), 'utf8')) as Partial<Sidecar>;
      return typeof sidecar.contentType === 'string' ? sidecar.contentType : DEFAULT_CONTENT_TYPE;
    } catch (error) {
      if (isMissing(error) || error instanceof SyntaxError) return DEFAULT_CONTENT_TYPE;
      throw error;
    }
  }

  private async writeAtomic(file: string, data: Buffer): Promise<void> {
    await fs.mkdir(this.tmpDir, { recursive: true });
    const tmp = nodePath.join(this.tmpDir, randomUUID());
    await fs.writeFile(tmp, data);
    try {
      // A concurrent delete may prune the folder between mkdir and rename; one retry covers it.
      for (let attempt = 1; ; attempt++) {
        await fs.mkdir(nodePath.dirname(file), { recursive: true });
        try {
          await fs.rename(tmp, file);
          return;
        } catch (error) {
          if (errorCode(error) !== 'ENOENT' || attempt === 2) throw error;
        }
      }
    } catch (error) {
      await fs.rm(tmp, { force: true });
      throw error;
    }
  }

  private async walk(dir: string, segments: string[], found: string[]): Promise<void> {
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const child = [...segments, entry.name];
      if (entry.isDirectory()) await this.walk(nodePath.join(dir, entry.name), child, found);
      else if (entry.isFile()) found.push(child.join('/'));
    }
  }

  private async pruneEmptyFolders(dir: string): Promise<void> {
    for (let current = dir; current.startsWith(this.objectsDir + nodePath.sep); current = nodePath.dirname(current)) {
      try {
        await fs.rmdir(current);
      } catch {
        return;
      }
    }
  }
}

function assertSignedUrlLifetime(seconds: number): void {
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > MAX_SIGNED_URL_SECONDS) {
    throw new RangeError(`Signed URL lifetime must be between 1 and ${MAX_SIGNED_URL_SECONDS} seconds`);
  }
}

/** Cloud Storage lists names in UTF-8 byte order; sorting the same way keeps the drivers alike. */
function compareUtf8(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
