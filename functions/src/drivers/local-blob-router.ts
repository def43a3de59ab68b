import { Router, type Response } from 'express';
import { pipeline } from 'node:stream';
import { InvalidBlobPathError, type LocalBlobStore } from './local-blob-store';

function refuse(res: Response, status: number, code: string, message: string): void {
  res.status(status).set('Cache-Control', 'no-store').json({ success: false, error: { code, message } });
}

/** Serves the signed URLs minted by `LocalBlobStore.signedUrl`; mounted at `/blobs` in `api`. */
export function localBlobRouter(store: LocalBlobStore): Router {
  const router = Router();

  router.get('/*path', async (req, res) => {
    res.set('X-Content-Type-Options', 'nosniff');
    const path = req.params.path.join('/');
    const check = store.verifyRequest(path, req.query['expires'], req.query['signature']);
    if (!check.ok) {
      const message = check.reason === 'expired' ? 'This link has expired' : 'This link is not valid';
      refuse(res, 403, check.reason, message);
      return;
    }

    let blob;
    try {
      blob = await store.openRead(path);
    } catch (error) {
      if (!(error instanceof InvalidBlobPathError)) throw error;
      refuse(res, 400, 'invalid-argument', 'This link is not valid');
      return;
    }
    if (!blob) {
      refuse(res, 404, 'not-found', 'Blob not found');
      return;
    }

    res.status(200).set({
      'Content-Type': blob.meta.contentType,
      'Content-Length': String(blob.meta.size),
      'Cache-Control': `private, max-age=${check.remainingSeconds}`,
      // Blobs are served from the app's own origin; never let one run as a page there.
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
    // A failure here means the client left or the read broke mid-body; pipeline has already
    // destroyed both ends, and with headers sent there is no other answer to give.
    pipeline(blob.stream, res, () => undefined);
  });

  return router;
}
