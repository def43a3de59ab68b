/**
 * The public words of upload refusals (SPEC wording), built from the sanitized file name only.
 */

const MEBIBYTE = 1024 * 1024;

export const uploadMessages = {
  tooManyFiles: (maxFiles: number) =>
    `Maximum of ${maxFiles} photos can be uploaded at once. Please remove some files first.`,
  fileTooLarge: (name: string, maxBytes: number) =>
    `${name} is too large. Please select files under ${Math.floor(maxBytes / MEBIBYTE)}MB.`,
  invalidType: (name: string) => `${name} is not a valid image type. Please select JPEG, PNG, WebP, or GIF files.`,
  tooManyPixels: (name: string, maxPixels: number) =>
    `${name} is too large to process. Please select images under ${Math.floor(maxPixels / 1_000_000)} megapixels.`,
  notSaved: (name: string) => `${name} could not be saved. Please try again.`,
  notProcessed: (name: string) => `${name} could not be processed. Please try again.`,
} as const;
