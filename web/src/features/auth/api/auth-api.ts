/** The auth endpoints of the API (SPEC section 7). */
import type { authEndpoints } from '@bela/contracts/auth';
import type { RequestBody, ResponseData } from '@bela/contracts/endpoint';
import { apiPost } from '../../../lib/api-client';

type LoginEndpoint = typeof authEndpoints.login;
type SignupEndpoint = typeof authEndpoints.signup;

export type LoginResponse = ResponseData<LoginEndpoint>;
export type SignupResponse = ResponseData<SignupEndpoint>;

/** POST /auth/login: 404 'user-not-found' when the account has no user document. */
export function postLogin(body: RequestBody<LoginEndpoint>): Promise<LoginResponse> {
  return apiPost<LoginEndpoint>('/auth/login', body);
}

/** POST /auth/signup: 201 with the new user's info; 409 'already-registered'. */
export function postSignup(body: RequestBody<SignupEndpoint>): Promise<SignupResponse> {
  return apiPost<SignupEndpoint>('/auth/signup', body);
}
