/** The auth endpoints of the API (SPEC section 7). */
import { USER_INFO_TIMEOUT_MS } from '@shared/constants';
import type { LoginRequest, LoginResult, SignupRequest, UserInfo } from '@shared/schemas';
import { apiPost } from '../../../lib/api-client';

export type LoginResponse = LoginResult & { user: UserInfo };
export interface SignupResponse {
  user: UserInfo;
}

/** POST /auth/login: 404 'user-not-found' when the account has no user document. */
export function postLogin(body: LoginRequest): Promise<LoginResponse> {
  return apiPost<LoginResponse>('/auth/login', body);
}

/** POST /auth/signup: 201 with the new user's info; 409 'already-registered'. */
export function postSignup(body: SignupRequest): Promise<SignupResponse> {
  return apiPost<SignupResponse>('/auth/signup', body);
}

/** POST /auth/user-info with the ID token in the body; 10 s timeout. */
export function postUserInfo(token: string): Promise<UserInfo> {
  return apiPost<UserInfo>('/auth/user-info', { token }, { timeoutMs: USER_INFO_TIMEOUT_MS });
}
