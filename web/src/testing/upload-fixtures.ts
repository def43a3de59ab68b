/**
 * The admin upload for component tests: image files as a member picks them, and POST
 * /images/upload answered in the order its requests arrive. `onApi` does not read multipart
 * bodies, and a body the app's XMLHttpRequest sends reaches MSW with each file's part (its type)
 * but neither its name nor its bytes: the handler records what it can and answers by order.
 */
import type { UploadResult } from '@bela/contracts/gallery';
import { http, HttpResponse } from 'msw';
import { apiUrl } from './api-handlers';
import { server } from './msw-server';

/** A file of `sizeBytes` bytes (1 KB unless said) and the type its name suggests, or `type`. */
export function imageFile(name: string, { sizeBytes = 1024, type }: { sizeBytes?: number; type?: string } = {}): File {
  const byExtension: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', txt: 'text/plain' };
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return new File([new Uint8Array(sizeBytes)], name, { type: type ?? byExtension[extension] ?? '', lastModified: sizeBytes });
}

/** `count` JPEG files named `<prefix>-1.jpg` onwards. */
export const imageFiles = (count: number, prefix = 'image') => Array.from({ length: count }, (_, index) => imageFile(`${prefix}-${index + 1}.jpg`, { sizeBytes: 1024 + index }));

/** One upload request as the server received it. */
export interface ReceivedUpload {
  /** The content types of its `images` parts, one per file. */
  imageTypes: string[];
  authorization: string | null;
  /** Its `titles` field, as sent (null when absent). */
  titles: string | null;
}

/** The success envelope of an upload: every file stored, under the ids given. */
export const storedAs = (...files: Array<{ originalName: string; id: string }>): UploadResult => ({ files, rejected: [] });

/** The answer refusing one file, with the server's reason. */
export const refused = (originalName: string, message: string): UploadResult => ({ files: [], rejected: [{ originalName, message }] });

/**
 * Answers the uploads in order: an `UploadResult` (sent as the API's 201 success envelope) or a
 * Response (`apiFailure`, `HttpResponse.error()`). A request beyond the answers given fails the test.
 * Returns the requests received.
 */
export function answerUploads(answers: Array<UploadResult | Response>): ReceivedUpload[] {
  const received: ReceivedUpload[] = [];
  server.use(
    http.post(apiUrl('/images/upload'), async ({ request }) => {
      const form = await request.formData();
      const parts = form.getAll('images').filter((part): part is File => typeof part !== 'string');
      const titles = form.get('titles');
      received.push({ imageTypes: parts.map((part) => part.type), authorization: request.headers.get('Authorization'), titles: typeof titles === 'string' ? titles : null });
      const answer = answers[received.length - 1];
      if (!answer) throw new Error(`Upload request ${received.length} has no answer in the test`);
      return answer instanceof Response ? answer : HttpResponse.json({ success: true, data: answer }, { status: 201 });
    }),
  );
  return received;
}
