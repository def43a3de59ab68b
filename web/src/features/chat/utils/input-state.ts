/**
 * What the message input shows and allows (SPEC section 2 'Chat screen' and section 4 'Chat
 * availability'): the placeholder by state, whether the input is blocked (greyed) and whether Send
 * is disabled. The first matching state wins, in the order of the spec's placeholder list.
 */

export const inputPlaceholders = {
  unverified: 'Please verify your email to chat',
  loading: 'Verifying subscription status...',
  expired: 'Trial expired - upgrade to continue chatting',
  newConversation: 'Start a new conversation...',
  ready: 'Type a message...',
} as const;

export type BlockReason = 'unverified' | 'loading' | 'expired';

export interface InputStateParams {
  /** The e-mail is verified (user info and the Firebase user agree). */
  verified: boolean;
  /** The user info (and with it the subscription status) is still loading. */
  loading: boolean;
  /** access.canUseChat: paid, or a trial with days left. */
  canUseChat: boolean;
  /** A conversation is open (false for a new chat). */
  hasConversation: boolean;
  /** A reply is being requested or streamed. */
  sending: boolean;
  /** The text in the input. */
  text: string;
  /** Characters allowed in one message; longer text cannot be sent. */
  maxChars?: number;
}

export interface InputState {
  placeholder: string;
  /** Why chat is blocked (the input is greyed), or null when it is allowed. */
  blockedBy: BlockReason | null;
  /** The Send button (and Enter) is disabled. */
  sendDisabled: boolean;
  /** The text is longer than maxChars. */
  tooLong: boolean;
}

export function blockReason({ verified, loading, canUseChat }: Pick<InputStateParams, 'verified' | 'loading' | 'canUseChat'>): BlockReason | null {
  if (!verified) return 'unverified';
  if (loading) return 'loading';
  if (!canUseChat) return 'expired';
  return null;
}

export function inputState(params: InputStateParams): InputState {
  const blockedBy = blockReason(params);
  const placeholder = blockedBy
    ? inputPlaceholders[blockedBy]
    : params.hasConversation
      ? inputPlaceholders.ready
      : inputPlaceholders.newConversation;
  const tooLong = params.maxChars !== undefined && params.text.length > params.maxChars;
  const sendDisabled = blockedBy !== null || params.sending || params.text.trim() === '' || tooLong;
  return { placeholder, blockedBy, sendDisabled, tooLong };
}
