import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, clientErrorCodes } from './api-error';
import {
  BACKEND_CONNECTION_ERROR,
  continueWithLimitedFeatures,
  getBackendStatus,
  markBackendInitFailed,
  markBackendInitSucceeded,
  markBackendReachable,
  noteApiCallFailed,
  reportApiOutcome,
  resetBackendStatus,
} from './backend-status-store';

const networkError = () => new ApiError(0, clientErrorCodes.network, 'Could not reach the server.');
const timeoutError = () => new ApiError(0, clientErrorCodes.timeout, 'Request timed out - server may be unavailable');

describe('backend status', () => {
  beforeEach(() => {
    resetBackendStatus();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('starts with no failure and no connection error', () => {
    expect(getBackendStatus()).toMatchObject({ failure: null, connectionError: null, limited: false, apiAnswered: false });
  });

  it('marks a Firebase initialisation failure with the visible connection error', () => {
    const error = new Error('appCheck/recaptcha-error');
    markBackendInitFailed(error);
    expect(getBackendStatus().failure).toEqual({ cause: 'firebase', error });
    expect(getBackendStatus().connectionError).toBe(BACKEND_CONNECTION_ERROR);
    expect(BACKEND_CONNECTION_ERROR).toBe('Unable to connect to our services');
  });

  it('keeps a Firebase failure when the API answers, until a set-up succeeds', () => {
    markBackendInitFailed(new Error('init'));
    markBackendReachable();
    expect(getBackendStatus().failure?.cause).toBe('firebase');
    markBackendInitSucceeded();
    expect(getBackendStatus()).toMatchObject({ failure: null, connectionError: null });
  });

  it('leaves a failure of the API to the API when a set-up succeeds', () => {
    noteApiCallFailed(networkError());
    markBackendInitSucceeded();
    expect(getBackendStatus().failure?.cause).toBe('api');
  });

  it('fails the start when the first calls get no answer, and clears once one answers', async () => {
    await expect(reportApiOutcome(Promise.reject(networkError()))).rejects.toThrow('Could not reach the server.');
    expect(getBackendStatus().failure?.cause).toBe('api');
    expect(getBackendStatus().connectionError).toBe(BACKEND_CONNECTION_ERROR);

    continueWithLimitedFeatures();
    expect(getBackendStatus().limited).toBe(true);

    await expect(reportApiOutcome(Promise.resolve({ status: 'ok' }))).resolves.toEqual({ status: 'ok' });
    expect(getBackendStatus()).toMatchObject({ failure: null, connectionError: null, limited: false, apiAnswered: true });
  });

  it('counts a timeout and a gateway error page as no answer', () => {
    noteApiCallFailed(timeoutError());
    expect(getBackendStatus().failure?.cause).toBe('api');
    resetBackendStatus();
    noteApiCallFailed(new ApiError(503, clientErrorCodes.http, 'Request failed with status 503'));
    expect(getBackendStatus().failure?.cause).toBe('api');
  });

  it('counts an error written by the function as an answer', () => {
    noteApiCallFailed(new ApiError(503, 'unavailable', 'Statistics are unavailable right now.'));
    noteApiCallFailed(new ApiError(401, 'unauthenticated', 'Sign in again.'));
    expect(getBackendStatus()).toMatchObject({ failure: null, apiAnswered: true });
  });

  it('leaves later failures to the features once the API has answered', () => {
    markBackendReachable();
    noteApiCallFailed(networkError());
    expect(getBackendStatus().failure).toBeNull();
  });

  it('says nothing for a cancelled call or an error that is not the API client’s', () => {
    noteApiCallFailed(new ApiError(0, clientErrorCodes.aborted, 'The request was cancelled.'));
    noteApiCallFailed(new TypeError('Failed to fetch'));
    expect(getBackendStatus()).toMatchObject({ failure: null, apiAnswered: false });
  });
});
