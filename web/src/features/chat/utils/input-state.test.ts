import { describe, expect, it } from 'vitest';
import { inputPlaceholders, inputState, type InputStateParams } from './input-state';

const ready: InputStateParams = {
  verified: true,
  loading: false,
  canUseChat: true,
  hasConversation: true,
  sending: false,
  text: 'Hello',
  maxChars: 10,
};

describe('inputState', () => {
  it('allows sending a non-empty message in an open conversation', () => {
    expect(inputState(ready)).toEqual({ placeholder: 'Type a message...', blockedBy: null, sendDisabled: false, tooLong: false });
  });

  it('asks for a new conversation when none is open', () => {
    const state = inputState({ ...ready, hasConversation: false });
    expect(state.placeholder).toBe('Start a new conversation...');
    expect(state.sendDisabled).toBe(false);
  });

  it.each([
    ['unverified', { verified: false }, 'Please verify your email to chat'],
    ['loading', { loading: true }, 'Verifying subscription status...'],
    ['expired', { canUseChat: false }, 'Trial expired - upgrade to continue chatting'],
  ] as const)('blocks chat when %s', (reason, change, placeholder) => {
    const state = inputState({ ...ready, ...change });
    expect(state).toEqual({ placeholder, blockedBy: reason, sendDisabled: true, tooLong: false });
  });

  it('puts the states in the order of the spec: unverified, loading, expired', () => {
    expect(inputState({ ...ready, verified: false, loading: true, canUseChat: false }).blockedBy).toBe('unverified');
    expect(inputState({ ...ready, loading: true, canUseChat: false }).blockedBy).toBe('loading');
    expect(inputState({ ...ready, canUseChat: false, hasConversation: false }).placeholder).toBe(inputPlaceholders.expired);
  });

  it('disables Send while sending, for blank text and for text over the limit', () => {
    expect(inputState({ ...ready, sending: true }).sendDisabled).toBe(true);
    expect(inputState({ ...ready, sending: true }).blockedBy).toBeNull();
    expect(inputState({ ...ready, text: '' }).sendDisabled).toBe(true);
    expect(inputState({ ...ready, text: '  \n\t ' }).sendDisabled).toBe(true);
    expect(inputState({ ...ready, text: '12345678901' })).toMatchObject({ sendDisabled: true, tooLong: true });
    expect(inputState({ ...ready, text: '1234567890' })).toMatchObject({ sendDisabled: false, tooLong: false });
  });
});
