import { describe, expect, it } from 'vitest';
import { googleCompletionMessages, validateGoogleCompletion, type GoogleCompletionForm } from './validate-google-completion';

const valid: GoogleCompletionForm = { displayName: 'Ada', ageConfirmed: true, termsAccepted: true };
const profile = { uid: 'google-uid-1' };

describe('validateGoogleCompletion', () => {
  it('accepts a complete form for the signed-in Google user', () => {
    expect(validateGoogleCompletion(valid, profile, 'google-uid-1')).toBeNull();
  });

  it('checks the age confirmation first', () => {
    expect(validateGoogleCompletion({ displayName: ' ', ageConfirmed: false, termsAccepted: false }, null, null)).toBe(
      'You must confirm you are 18 years or older to complete sign up.',
    );
  });

  it('checks the terms second', () => {
    expect(validateGoogleCompletion({ ...valid, displayName: '', termsAccepted: false }, null, null)).toBe(
      'You must accept the Terms of Use and Privacy Policy to complete sign up.',
    );
  });

  it('checks for a non-blank name third', () => {
    expect(validateGoogleCompletion({ ...valid, displayName: '   ' }, null, null)).toBe('Please enter your name.');
    expect(validateGoogleCompletion({ ...valid, displayName: '' }, profile, 'someone-else')).toBe('Please enter your name.');
  });

  it('checks that the Google user id is present fourth', () => {
    expect(validateGoogleCompletion(valid, null, 'google-uid-1')).toBe('An error occurred. Google user information is missing.');
    expect(validateGoogleCompletion(valid, { uid: '' }, null)).toBe('An error occurred. Google user information is missing.');
  });

  it('checks that the signed-in user is the Google user last', () => {
    expect(validateGoogleCompletion(valid, profile, 'someone-else')).toBe('Could not verify current user after Google signup completion.');
    expect(validateGoogleCompletion(valid, profile, null)).toBe('Could not verify current user after Google signup completion.');
  });

  it('keeps the failure message of the spec', () => {
    expect(googleCompletionMessages.failed).toBe('Failed to complete Google sign up. Please try again.');
  });
});
