/** The auth endpoints of the API (SPEC section 7). */
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
