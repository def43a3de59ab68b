/**
 * Bela's voice (issue 43, docs/API.md "Voice"): her replies read aloud, and members' recordings
 * turned into text. What the server can do here (`capabilities`), the daily limits per plan, and
 * the upload's limits.
 */
import { z } from 'zod';
import { documentId } from './common';
import { endpoint } from './endpoint';

// The limits are values without zod (the web app imports them alone, from constants).
export { VOICE_DAILY_LIMITS, VOICE_RECORDING_MAX_SECONDS, VOICE_UPLOAD_MAX_BYTES } from './constants';

/** The multipart field that carries the recording. */
export const VOICE_AUDIO_FIELD = 'audio';

export const voiceCapabilities = z.object({
  /** Bela's replies can be read aloud (always true: offline, eSpeak NG reads them). */
  speech: z.boolean(),
  /** Recordings can be transcribed: false on a stack without a speech-to-text service. */
  transcription: z.boolean(),
  maxRecordingSeconds: z.number().int(),
  maxUploadBytes: z.number().int(),
});
export type VoiceCapabilities = z.infer<typeof voiceCapabilities>;

/**
 * What Bela says that is not a stored reply, read aloud in her voice too: the notice that she is an
 * AI, spoken at the start of each voice session (the chat shows it in writing).
 */
export const SPOKEN_NOTICES = {
  'not-human': "Before we talk: I'm Bela, an AI, not a human. You're talking with a computer program, not a person.",
} as const;
export type SpokenNotice = keyof typeof SPOKEN_NOTICES;

/** One of Bela's replies (its conversation and message), or one of her notices. */
export const speechRequest = z.union([
  z.object({ conversationId: documentId, messageId: documentId }).strict(),
  z.object({ notice: z.enum(Object.keys(SPOKEN_NOTICES) as [SpokenNotice, ...SpokenNotice[]]) }).strict(),
]);
export type SpeechRequest = z.infer<typeof speechRequest>;

export const transcription = z.object({ text: z.string() });
export type Transcription = z.infer<typeof transcription>;

export const voiceEndpoints = {
  capabilities: endpoint({
    method: 'GET',
    path: '/ai/voice/capabilities',
    // What the server can do, nothing of the caller's: any signed-in member may ask (the chat asks
    // before the address is verified too).
    access: 'user',
    summary: 'Whether replies can be read aloud and recordings transcribed here, and the recording limits.',
    response: voiceCapabilities,
  }),
  speech: endpoint({
    method: 'POST',
    path: '/ai/voice/speech',
    access: 'verified',
    summary: "One of Bela's shown replies (or her not-human notice) read aloud in her voice (MP3, streamed); made once, then served from the store.",
    body: speechRequest,
    download: ['audio/mpeg', 'audio/ogg'],
  }),
  transcribe: endpoint({
    method: 'POST',
    path: '/ai/voice/transcribe',
    access: 'verified',
    summary: 'The words of a recording (multipart field `audio`, an audio file of at most 2 MB); the recording is not kept.',
    multipart: true,
    response: transcription,
  }),
};
