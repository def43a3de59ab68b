/**
 * Bela's voice (issue 43, decision 0038): what this server can do, one of her replies read aloud,
 * and a member's recording turned into text.
 *
 * Speech is made once for a reply's shown text and kept in the blob store (stores/speech-audio.ts):
 * a second request is served from there without a new synthesis and without counting toward the
 * daily limit. A first one streams the audio as the synthesizer makes it, and keeps it once whole.
 * Only the member's own conversations are read (another member's ids are not found), and only
 * Bela's replies are spoken.
 */
import type { Request, Response } from 'express';
import { SPOKEN_NOTICES, VOICE_RECORDING_MAX_SECONDS, VOICE_UPLOAD_MAX_BYTES, voiceEndpoints } from '@bela/contracts/voice';
import { CRISIS_LINE } from '@bela/contracts/constants';
import { AppError } from '../../platform/app-error';
import type { Logger } from '../../platform/logger';
import type { DocStore } from '../../ports/doc-store';
import { VoiceError, type SpeechSynthesizer, type Transcriber } from '../../ports/voice';
import type { ConversationStore, MessageRecord } from '../../stores/conversations';
import type { RateLimiter } from '../../stores/rate-limits';
import type { NoticeRef, SpeechAudioStore, SpeechRef } from '../../stores/speech-audio';
import { loadUserAccess, type UserAccessDeps } from '../../domain/user-access';
import { route, type RouteBinding } from '../../http/route';
import { parseRecording } from './audio-upload';
import { consumeVoice, voiceQuotaKey, type VoicePlan } from './voice-quota';

export interface VoiceDeps extends UserAccessDeps {
  rateLimiter: RateLimiter;
  conversations: ConversationStore;
  /** Reads one message document (the path is the conversation store's). */
  docs: DocStore;
  speech: SpeechSynthesizer;
  transcriber: Transcriber;
  speechAudio: SpeechAudioStore;
  logger: Logger;
  /**
   * The local stack under test only (OFFLINE_MODEL_PACE_BY_REQUEST, as the chat's pace header): a
   * request naming a recording OpenAI stand-in on this machine (`x-bela-test-voice-url`) is served
   * by the OpenAI drivers pointed at it, so that one offline stack shows both what has no
   * transcriber and what has one (tests/e2e/voice.spec.ts). Absent in production.
   */
  standInByRequest?: (baseURL: string) => VoiceDrivers;
}

export interface VoiceDrivers {
  speech: SpeechSynthesizer;
  transcriber: Transcriber;
}

const STAND_IN_HEADER = 'x-bela-test-voice-url';
const LOOPBACK_STAND_IN = /^http:\/\/127\.0\.0\.1:\d{2,5}\/v1$/;

/** The drivers that serve this request: the app's, or (local tests only) a stand-in's. */
function driversFor(deps: VoiceDeps, req: Pick<Request, 'get'>): VoiceDrivers {
  const url = deps.standInByRequest ? req.get(STAND_IN_HEADER) : undefined;
  return url && LOOPBACK_STAND_IN.test(url) ? deps.standInByRequest!(url) : deps;
}

const FILE_NAMES: Record<string, string> = { 'audio/mpeg': 'bela-reply.mp3', 'audio/ogg': 'bela-reply.ogg' };

function audioHeaders(res: Response, contentType: string, cache: 'hit' | 'miss'): void {
  res.status(200);
  res.set({
    'Content-Type': contentType,
    'Content-Disposition': `attachment; filename="${FILE_NAMES[contentType] ?? 'bela-reply'}"`,
    'X-Speech-Cache': cache,
  });
}

async function memberOf(deps: VoiceDeps, uid: string, email: string | null | undefined) {
  const loaded = await loadUserAccess(deps, uid, true, email);
  if (!loaded) throw new AppError('user-not-found', { message: 'Please complete sign up first.' });
  const plan: VoicePlan = loaded.access.isPaidUser ? 'paid' : 'trial';
  return { ...loaded, plan, quotaKey: voiceQuotaKey(deps.trialRecords, loaded.record, uid) };
}

/** One of Bela's replies, as the member sees it; 404 when the member has no such message. */
async function shownReply(deps: VoiceDeps, uid: string, conversationId: string, messageId: string): Promise<SpeechRef> {
  const doc = await deps.docs.get<MessageRecord>(deps.conversations.messageDoc(uid, conversationId, messageId));
  if (!doc) throw new AppError('message-not-found');
  if (doc.data.role !== 'assistant' || typeof doc.data.content !== 'string' || !doc.data.content.trim()) throw new AppError('not-a-reply');
  // A crisis reply is read with its card: the line to call or text, as the card shows it.
  const card = doc.data.crisis ? ` ${CRISIS_LINE.name}: free, confidential, 24/7. Call or text ${CRISIS_LINE.phone}.` : '';
  return { uid, conversationId, messageId, text: `${doc.data.content}${card}` };
}

const unavailable = (cause: unknown) => new AppError('voice-unavailable', { cause });

/** Streams a first synthesis, keeps it once whole; a client gone midway leaves nothing stored. */
async function speakAndKeep(deps: VoiceDeps, speech: SpeechSynthesizer, ref: SpeechRef | NoticeRef, res: Response): Promise<void> {
  const aborter = new AbortController();
  const gone = () => aborter.abort();
  res.once('close', gone);
  try {
    let audio;
    try {
      audio = await speech.synthesize({ text: ref.text, signal: aborter.signal });
    } catch (error) {
      throw unavailable(error);
    }
    const kept: Uint8Array[] = [];
    let begun = false;
    try {
      for await (const chunk of audio.chunks) {
        if (res.destroyed) return;
        if (!begun) {
          audioHeaders(res, audio.contentType, 'miss');
          begun = true;
        }
        kept.push(chunk);
        if (!res.write(chunk)) await new Promise<void>((resolve) => (res.once('drain', resolve), res.once('close', resolve)));
      }
    } catch (error) {
      if (!begun) throw unavailable(error);
      // Begun: the audio is cut short, never kept or ended as if whole.
      deps.logger.warn('speech failed midway', { error });
      res.destroy();
      return;
    }
    if (res.destroyed) return;
    const whole = Buffer.concat(kept);
    if (!begun) audioHeaders(res, audio.contentType, 'miss');
    // Kept before the answer ends, so that the next request finds it.
    await deps.speechAudio.put(ref, whole, audio.contentType).catch((error: unknown) => deps.logger.warn('speech not kept', { error }));
    res.end();
  } finally {
    res.off('close', gone);
  }
}

export function voiceRoutes(deps: VoiceDeps): RouteBinding[] {
  return [
    route(voiceEndpoints.capabilities, async ({ req }) => ({
      speech: true,
      transcription: driversFor(deps, req).transcriber.available,
      maxRecordingSeconds: VOICE_RECORDING_MAX_SECONDS,
      maxUploadBytes: VOICE_UPLOAD_MAX_BYTES,
    })),

    route(voiceEndpoints.speech, async ({ body, caller, req, res }) => {
      const [member, ref] = await Promise.all([
        memberOf(deps, caller.uid, caller.email),
        'notice' in body ? { notice: body.notice, text: SPOKEN_NOTICES[body.notice] } : shownReply(deps, caller.uid, body.conversationId, body.messageId),
      ]);
      const kept = await deps.speechAudio.get(ref);
      if (kept) {
        audioHeaders(res, kept.contentType, 'hit');
        res.end(kept.data);
        return undefined as never;
      }
      // A notice, the same for everyone, is made once for all and counts for nobody.
      if (!('notice' in ref)) await consumeVoice(deps.rateLimiter, 'speech', member.plan, member.quotaKey);
      await speakAndKeep(deps, driversFor(deps, req).speech, ref, res);
      return undefined as never;
    }),

    route(voiceEndpoints.transcribe, async ({ caller, req, requestId }) => {
      const { transcriber } = driversFor(deps, req);
      if (!transcriber.available) throw new AppError('transcription-unavailable');
      const member = await memberOf(deps, caller.uid, caller.email);
      if (!member.access.canUseChat) throw new AppError('trial-expired');
      const recording = await parseRecording(req.rawBody, req.get('content-type'));
      await consumeVoice(deps.rateLimiter, 'transcription', member.plan, member.quotaKey);
      try {
        const text = await transcriber.transcribe({ audio: recording.bytes, contentType: recording.contentType, fileName: recording.fileName });
        // The words are the member's: never logged. The recording goes with this request.
        deps.logger.info('recording transcribed', { requestId, uid: caller.uid, bytes: recording.bytes.length, chars: text.length });
        return { text };
      } catch (error) {
        throw error instanceof VoiceError && error.code === 'rate-limited' ? new AppError('unavailable', { cause: error }) : unavailable(error);
      }
    }),
  ];
}
