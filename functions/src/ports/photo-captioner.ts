/**
 * PhotoCaptioner writes the caption under a photo Bela shares in chat (issue 42), in her voice,
 * from what the admin gave the photo: its title, caption and tags. The OpenAI driver asks the model
 * for it as structured output; without one, the offline wording (domain/photo-moments) is used.
 */
export interface PhotoCaptionInput {
  title: string;
  /** The admin's caption (members see it in the gallery), or null. */
  caption: string | null;
  tags: string[];
}

export interface PhotoCaptioner {
  readonly driver: 'openai';
  /** Bela's caption, at most 300 characters; rejects when the call fails (the caller falls back). */
  caption(input: PhotoCaptionInput, signal?: AbortSignal): Promise<string>;
}
