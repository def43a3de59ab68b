import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/app-error';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@bela/contracts/constants';
import { DEFAULT_UPLOAD_LIMITS, parseUploadBody } from './parse-multipart';
import { imagePart, multipartBody, type Part } from './test-support/multipart-body';

const parse = (parts: Part[]) => {
  const { body, contentType } = multipartBody(parts);
  return parseUploadBody(body, contentType);
};

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const tenFiles = () => Array.from({ length: UPLOAD_MAX_FILES }, (_, i) => imagePart(`p${i}.jpg`, `bytes ${i}`));

describe('parseUploadBody', () => {
  it('returns every images part with its bytes and the small text fields', async () => {
    const parsed = await parse([
      imagePart('one.jpg', Buffer.from([1, 2, 3])),
      { field: 'caption', body: 'At the beach' },
      imagePart('two.png', Buffer.from([4, 5])),
    ]);
    expect(parsed.files).toEqual([
      { originalName: 'one.jpg', bytes: Buffer.from([1, 2, 3]) },
      { originalName: 'two.png', bytes: Buffer.from([4, 5]) },
    ]);
    expect(parsed.fields['caption']).toBe('At the beach');
  });

  it('accepts exactly the maximum number of files', async () => {
    expect((await parse(tenFiles())).files).toHaveLength(UPLOAD_MAX_FILES);
  });

  it('refuses the whole request for an 11th file, with the spec message', async () => {
    const error = await refusal(parse([...tenFiles(), imagePart('eleven.jpg', 'x')]));
    expect(error.code).toBe('too-many-files');
    expect(error.message).toBe('Maximum of 10 photos can be uploaded at once. Please remove some files first.');
  });

  it('accepts a file of exactly the maximum size and refuses one byte more, naming the file', async () => {
    const atLimit = await parse([imagePart('exact.jpg', Buffer.alloc(UPLOAD_MAX_BYTES))]);
    expect(atLimit.files[0]!.bytes).toHaveLength(UPLOAD_MAX_BYTES);

    const error = await refusal(
      parse([imagePart('small.jpg', 'ok'), imagePart('huge.jpg', Buffer.alloc(UPLOAD_MAX_BYTES + 1))]),
    );
    expect(error.code).toBe('file-too-large');
    expect(error.message).toBe('huge.jpg is too large. Please select files under 10MB.');
  });

  it('refuses a request with no file', async () => {
    for (const parts of [[{ field: 'caption', body: 'no photo' }], [imagePart('', '')]]) {
      const error = await refusal(parse(parts));
      expect(error.code).toBe('no-files');
      expect(error.message).toBe('No files provided');
    }
  });

  it.each([
    ['JSON', 'application/json'],
    ['url-encoded', 'application/x-www-form-urlencoded'],
    ['no boundary', 'multipart/form-data'],
    ['no Content-Type', undefined],
  ])('refuses a body that is not multipart (%s)', async (_label, contentType) => {
    const error = await refusal(parseUploadBody(Buffer.from('{"images":[]}'), contentType));
    expect(error.code).toBe('invalid-multipart');
    expect(error.message).toBe('The upload could not be read.');
  });

  it('refuses a missing or truncated body without crashing', async () => {
    const { body, contentType } = multipartBody([imagePart('cut.jpg', Buffer.alloc(5000, 7))]);
    expect((await refusal(parseUploadBody(body.subarray(0, 2000), contentType))).code).toBe('invalid-multipart');
    expect((await refusal(parseUploadBody(undefined, contentType))).code).toBe('invalid-multipart');
    expect((await refusal(parseUploadBody(Buffer.from('garbage'), contentType))).code).toBe('invalid-multipart');
  });

  it('reads the Content-Type case-insensitively', async () => {
    const { body, contentType } = multipartBody([imagePart('a.jpg', 'x')]);
    const parsed = await parseUploadBody(body, contentType.replace('multipart/form-data', 'Multipart/Form-Data'));
    expect(parsed.files).toHaveLength(1);
  });

  it('refuses files under any other field name', async () => {
    const error = await refusal(parse([imagePart('a.jpg', 'x'), { field: 'avatar', filename: 'b.jpg', body: 'y' }]));
    expect(error.code).toBe('invalid-multipart');
  });

  it('refuses too many or too long text fields', async () => {
    const fields = Array.from({ length: DEFAULT_UPLOAD_LIMITS.maxFields + 1 }, (_, i) => ({ field: `f${i}`, body: 'v' }));
    expect((await refusal(parse([imagePart('a.jpg', 'x'), ...fields]))).code).toBe('invalid-multipart');
    const longest = { field: 'caption', body: 'x'.repeat(DEFAULT_UPLOAD_LIMITS.maxFieldBytes) };
    expect((await parse([imagePart('a.jpg', 'x'), longest])).fields['caption']).toBe(longest.body);
    const long = { field: 'caption', body: 'x'.repeat(DEFAULT_UPLOAD_LIMITS.maxFieldBytes + 1) };
    expect((await refusal(parse([imagePart('a.jpg', 'x'), long]))).code).toBe('invalid-multipart');
  });

  it('keeps a field named __proto__ as a plain field', async () => {
    const parsed = await parse([imagePart('a.jpg', 'x'), { field: '__proto__', body: 'polluted' }]);
    expect(Object.getPrototypeOf(parsed.fields)).toBeNull();
    expect(parsed.fields['__proto__']).toBe('polluted');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('sanitizes file names before they reach a message or a record', async () => {
    const parsed = await parse([
      imagePart('..\\..\\windows\\evil\u202Egpj.exe', 'x'),
      imagePart('été.jpg', 'y'),
    ]);
    expect(parsed.files.map((file) => file.originalName)).toEqual(['evilgpj.exe', 'été.jpg']);

    const hostileName = `/tmp/${'n'.repeat(300)}\u0007\r\n<b>.jpg`;
    const error = await refusal(
      parse([{ field: 'images', encodedFilename: hostileName, body: Buffer.alloc(UPLOAD_MAX_BYTES + 1) }]),
    );
    expect(error.message).toBe(`${'n'.repeat(100)} is too large. Please select files under 10MB.`);
    const control = await parse([{ field: 'images', encodedFilename: 'a\u0000b\u001b[31m.jpg', body: 'x' }]);
    expect(control.files[0]!.originalName).toBe('ab[31m.jpg');
  });
});
