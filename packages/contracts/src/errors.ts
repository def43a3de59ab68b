/**
 * The error catalogue: every code the API can answer with, its HTTP status, the public message a
 * client sees when the code is raised without one of its own, and whether the server logs it.
 * Domain code throws `AppError(code)`; the HTTP layer answers from this table only, so no driver
 * or SDK text can reach a client.
 */
import { JSON_BODY_LIMIT, MAX_MESSAGE_CHARS } from './constants';
import { MAX_MEMORIES } from './constants';

interface ErrorEntry {
  status: number;
  message: string;
  /** Logged with the request id when raised (refusals a client can trigger at will are not). */
  log: boolean;
}

const entry = (status: number, message: string, log = false): ErrorEntry => ({ status, message, log });

export const errorCatalogue = {
  // Requests the API cannot read.
  'invalid-argument': entry(400, 'The request is not valid.'),
  'malformed-json': entry(400, 'Request body is not valid JSON.'),
  'bad-request': entry(400, 'The request could not be read.'),
  'message-required': entry(400, 'A message is required.'),
  'message-too-long': entry(400, `Messages can be at most ${MAX_MESSAGE_CHARS} characters.`),
  // Moderation (docs/API.md, "Chat"): a message sexualising minors is refused, and never stored.
  'message-refused': entry(
    422,
    "Bela can't respond to that. Nothing sexual involving anyone under 18, ever: your message was not sent or saved. If you're worried about your own thoughts or a child's safety, Stop It Now offers confidential help at 1-888-773-8368.",
  ),
  'invalid-time-zone': entry(400, 'The time zone is not a known IANA time zone name (such as Europe/Paris).'),
  'invalid-check-in-window': entry(400, 'The check-in window must start and end at different times, outside quiet hours for at least part of it.'),
  'payload-too-large': entry(413, `Request body is too large (limit ${JSON_BODY_LIMIT}).`),
  'unsupported-media-type': entry(415, 'Content-Type must be application/json.'),

  // Who is calling.
  unauthenticated: entry(401, 'Authentication token is required'),
  'invalid-token': entry(401, 'Invalid or expired authentication token.'),
  'app-check-required': entry(401, 'App Check token is required.'),
  'app-check-invalid': entry(401, 'Invalid App Check token.'),

  // What they may do.
  'permission-denied': entry(403, 'You do not have permission to do this.'),
  'admin-required': entry(403, 'You need admin privileges to access this page.'),
  'not-the-caller': entry(403, 'The request names another user than the signed-in one.'),
  'email-not-verified': entry(403, 'Please verify your email to chat.'),
  'trial-expired': entry(403, 'Your free trial has ended. Upgrade to continue chatting.'),

  // What is not there, or already is.
  'not-found': entry(404, 'No such API route.'),
  'user-not-found': entry(404, 'No account was found for this sign-in. Please complete sign up.'),
  'conversation-not-found': entry(404, 'Conversation not found.'),
  'message-not-found': entry(404, 'Message not found.'),
  'not-latest-exchange': entry(409, 'Only the latest message and reply can be changed.'),
  'nothing-to-regenerate': entry(409, 'There is no reply to try again yet.'),
  'too-many-alternatives': entry(409, 'This reply already has 10 alternatives. Choose one or edit your message.'),
  'too-many-versions': entry(409, 'This message already has 10 versions.'),
  'no-such-alternative': entry(400, 'That alternative does not exist.'),
  'reply-in-progress': entry(409, 'Bela is still replying. Try again in a moment.'),
  'document-not-found': entry(404, 'The requested item was not found.'),
  'memory-not-found': entry(404, 'Memory not found.'),
  'too-many-memories': entry(409, `Bela can remember at most ${MAX_MEMORIES} things. Delete some memories to add more.`),
  'memory-sensitive': entry(400, 'Bela never keeps card numbers, passwords, e-mail addresses, phone numbers or bank account numbers.'),
  // A memory is data about the member (docs/decisions/0020): what the chat would not take is not kept either.
  'memory-not-kept': entry(422, "Bela can't keep that as a memory."),
  'memory-instruction': entry(422, "Memories are things about you. Bela doesn't keep instructions for herself: her own rules stay as they are."),
  'memory-crisis': entry(
    422,
    "Bela won't keep this as a memory, but she's glad you said it. If you're thinking about suicide or hurting yourself, call or text 988 in the US (free, 24/7), or find a helpline at findahelpline.com. You can talk it through with Bela in the chat too.",
  ),
  'already-registered': entry(409, 'This email is already registered. Please log in.'),
  conflict: entry(409, 'The request conflicts with the current state. Please try again.'),

  // How often.
  'too-many-attempts': entry(429, 'Too many attempts. Please wait a moment and try again.'),
  'too-many-requests': entry(429, 'Too many requests. Please wait a moment and try again.'),
  'rate-limited': entry(429, "You're sending messages a little fast. Please wait a moment."),
  'daily-limit-reached': entry(429, "You've reached today's message limit. It resets within a day."),

  // Billing.
  'already-subscribed': entry(409, 'You already have an active subscription. Manage it from your account.'),
  'no-subscription': entry(404, 'There is no subscription to manage yet.'),
  'session-not-found': entry(404, 'That payment session was not found.'),
  'payments-unavailable': entry(503, 'Payments are unavailable right now. Please try again in a moment.', true),
  'invalid-signature': entry(400, 'The webhook signature is missing or invalid.'),

  // Member lookup for support (admins, issue 25).
  'member-not-found': entry(404, 'No member has this e-mail address.'),
  'already-paying': entry(409, 'This member already pays through Stripe; a complimentary month would not change anything.'),

  // Uploads.
  'invalid-multipart': entry(400, 'The upload could not be read.'),
  'no-files': entry(400, 'No files provided'),
  'too-many-files': entry(400, 'Maximum of 10 photos can be uploaded at once. Please remove some files first.'),
  'file-too-large': entry(413, 'Please select files under 10MB.'),
  'invalid-image-type': entry(415, 'Please select JPEG, PNG, WebP, or GIF files.'),
  'image-too-large': entry(413, 'Please select images under 50 megapixels.'),

  // Bela's voice (issue 43).
  'not-a-reply': entry(400, "Only Bela's replies can be read aloud."),
  'audio-required': entry(400, 'Send the recording as the multipart field "audio".'),
  'invalid-audio-type': entry(400, 'Please send an audio recording (WebM, Ogg, MP3, MP4 audio, WAV or FLAC).'),
  'audio-too-large': entry(413, 'Recordings can be at most 2 MB (about a minute).'),
  'transcription-unavailable': entry(409, "Speaking to Bela isn't available here: this server has no speech-to-text service. Type your message instead."),
  'speech-daily-limit': entry(429, "You've reached today's limit of replies read aloud. It resets within a day."),
  'transcription-daily-limit': entry(429, "You've reached today's limit of voice messages. It resets within a day; you can still type."),
  'voice-unavailable': entry(503, "Bela's voice is unavailable right now. Please try again in a moment.", true),

  // What went wrong on our side.
  'reply-failed': entry(502, 'Sorry, I had trouble responding. Please try again.', true),
  aborted: entry(499, 'The request was cancelled.'),
  unavailable: entry(503, 'The service is busy. Please try again in a moment.', true),
  internal: entry(500, 'Something went wrong. Please try again.', true),
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

/** Chat refusals the web app turns into states: verify banner, upgrade prompt, slow down. */
export const chatRefusalCodes = [
  'email-not-verified',
  'trial-expired',
  'daily-limit-reached',
  'rate-limited',
  'message-too-long',
  'message-refused',
] as const satisfies readonly ErrorCode[];
export type ChatRefusalCode = (typeof chatRefusalCodes)[number];
