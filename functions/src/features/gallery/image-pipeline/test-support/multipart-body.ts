/** Builds multipart/form-data bodies by hand, byte for byte, as a client (or an attacker) would. */

export interface Part {
  field: string;
  /** Present for a file part; written as-is into Content-Disposition. */
  filename?: string;
  /** RFC 5987 `filename*`, percent-encoded UTF-8: how control characters can reach a parser. */
  encodedFilename?: string;
  contentType?: string;
  body: Buffer | string;
}

export const TEST_BOUNDARY = '----BelaTestBoundary7MA4YWxkTrZu0gW';

export function multipartBody(parts: readonly Part[], boundary = TEST_BOUNDARY): { body: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    if (part.encodedFilename !== undefined) head += `; filename*=UTF-8''${encodeURIComponent(part.encodedFilename)}`;
    head += '\r\n';
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`, 'utf8'), Buffer.from(part.body), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const imagePart = (filename: string, body: Buffer | string, contentType = 'image/jpeg'): Part => ({
  field: 'images',
  filename,
  contentType,
  body,
});
