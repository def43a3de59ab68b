/**
 * Runs parsed uploads through the pipeline, one file at a time, and hands each accepted file's
 * variants to the caller's `store`. A file that fails at any step, storing included, becomes a
 * refusal in the answer; the others carry on, so one bad file never loses nine good ones.
 */
import { AppError } from '../../../platform/app-error';
import type { Logger } from '../../../platform/logger';
import { detectImageType } from './detect-image-type';
import type { UploadedFile } from './parse-multipart';
import { newPhotoId } from './photo-id';
import { processImage, type ImageVariants } from './process-image';
import { uploadMessages } from './upload-messages';

export interface ProcessedUpload {
  id: string;
  /** Sanitized. */
  originalName: string;
  variants: ImageVariants;
  /** Its place among the request's files (the `titles` field is matched by it). */
  index?: number;
}

export interface PipelineDeps {
  /**
   * Stores the blobs and the record. It should clean up after itself when it fails part-way: its
   * rejection only turns into this file's refusal.
   */
  store(upload: ProcessedUpload): Promise<void>;
  newId?: () => string;
  logger?: Logger;
}

export interface PipelineResult {
  files: { originalName: string; id: string }[];
  rejected: { originalName: string; message: string }[];
}

export async function processUpload(files: readonly UploadedFile[], deps: PipelineDeps): Promise<PipelineResult> {
  const result: PipelineResult = { files: [], rejected: [] };
  const newId = deps.newId ?? newPhotoId;
  // Sequential on purpose: only one decoded image (and its variants) is alive at any time.
  for (const [index, file] of files.entries()) {
    const { originalName } = file;
    const variants = await toVariants(file, deps.logger);
    if ('message' in variants) {
      result.rejected.push({ originalName, message: variants.message });
      continue;
    }
    let id: string | undefined;
    try {
      id = newId();
      await deps.store({ id, originalName, variants, index });
      result.files.push({ originalName, id });
    } catch (error) {
      deps.logger?.error('Storing an uploaded photo failed', { error, photoId: id });
      result.rejected.push({ originalName, message: uploadMessages.notSaved(originalName) });
    }
  }
  return result;
}

async function toVariants(file: UploadedFile, logger?: Logger): Promise<ImageVariants | { message: string }> {
  try {
    const type = await detectImageType(file.bytes);
    if (!type) return { message: uploadMessages.invalidType(file.originalName) };
    return await processImage(file.bytes, type.format, file.originalName);
  } catch (error) {
    if (error instanceof AppError) {
      logger?.info('Upload refused', { code: error.code, cause: error.cause });
      return { message: error.message };
    }
    logger?.error('Processing an uploaded photo failed', { error });
    return { message: uploadMessages.notProcessed(file.originalName) };
  }
}
