/**
 * Bela's voice on the API (docs/API.md, "Voice"): what the server can do, a reply (or her notice)
 * read aloud, and a recording turned into text. A reply's audio is fetched once a page and kept as
 * an object URL while the page lives (the server keeps it too: a second request costs nothing).
 */
import type { SpokenNotice, VoiceCapabilities, voiceEndpoints } from '@bela/contracts/voice';
import { useQuery } from '@tanstack/react-query';
import { apiDownload, apiGet } from '../../../lib/api-client';
import { parseEnvelope } from '../../../lib/api-envelope';
import { ApiError, clientErrorCodes, NETWORK_MESSAGE } from '../../../lib/api-error';
import { buildUrl } from '../../../lib/api-transport';
import { getAppCheckToken, getIdToken } from '../../../lib/firebase';
import { voiceKeys } from './query-keys';

const TRANSCRIBE_PATH = '/ai/voice/transcribe' satisfies (typeof voiceEndpoints.transcribe)['path'];
const SPEECH_TIMEOUT_MS = 60_000;
const TRANSCRIBE_TIMEOUT_MS = 60_000;

export function fetchVoiceCapabilities(signal?: AbortSignal): Promise<VoiceCapabilities> {
  return apiGet<typeof voiceEndpoints.capabilities>('/ai/voice/capabilities', undefined, { signal });
}

/** Asked once per account and page: the server's drivers do not change while it runs. */
export function useVoiceCapabilities(uid: string | null) {
  return useQuery({ queryKey: voiceKeys.capabilities(uid ?? ''), queryFn: ({ signal }) => fetchVoiceCapabilities(signal), staleTime: Infinity, enabled: uid !== null });
}

export type SpeechTarget = { conversationId: string; messageId: string; content: string } | { notice: SpokenNotice };

const audioUrls = new Map<string, Promise<string>>();
const keyOf = (target: SpeechTarget) => ('notice' in target ? `notice:${target.notice}` : `${target.conversationId}/${target.messageId}/${target.content.length}:${target.content.slice(0, 64)}`);

/** An object URL of the reply's audio, fetched once a page; a failure is forgotten, to be tried again. */
export function speechUrl(target: SpeechTarget): Promise<string> {
  const key = keyOf(target);
  let url = audioUrls.get(key);
  if (!url) {
    const body = 'notice' in target ? { notice: target.notice } : { conversationId: target.conversationId, messageId: target.messageId };
    url = apiDownload<typeof voiceEndpoints.speech>('/ai/voice/speech', body, ['audio/mpeg', 'audio/ogg'], { timeoutMs: SPEECH_TIMEOUT_MS }).then((file) =>
      URL.createObjectURL(file.blob),
    );
    url.catch(() => audioUrls.delete(key));
    audioUrls.set(key, url);
  }
  return url;
}

/** The recording's words (the server discards the recording once it has read them). */
export async function transcribeRecording(recording: Blob, signal?: AbortSignal): Promise<string> {
  const [idToken, appCheckToken] = await Promise.all([getIdToken(), getAppCheckToken()]);
  const form = new FormData();
  const type = recording.type.split(';')[0] ?? '';
  const extension = type.endsWith('ogg') ? 'ogg' : type.endsWith('mp4') ? 'm4a' : type.endsWith('wav') ? 'wav' : 'webm';
  form.append('audio', recording, `recording.${extension}`);
  const headers = new Headers({ Accept: 'application/json' });
  if (idToken) headers.set('Authorization', `Bearer ${idToken}`);
  if (appCheckToken) headers.set('X-Firebase-AppCheck', appCheckToken);
  const timeout = AbortSignal.timeout(TRANSCRIBE_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(buildUrl(TRANSCRIBE_PATH), { method: 'POST', headers, body: form, credentials: 'same-origin', signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch {
    throw new ApiError(0, signal?.aborted ? clientErrorCodes.aborted : clientErrorCodes.network, signal?.aborted ? 'The request was cancelled.' : NETWORK_MESSAGE);
  }
  const answer = await parseEnvelope<{ text: string }>(response);
  return answer.text;
}
