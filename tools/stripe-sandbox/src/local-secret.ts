/**
 * The webhook signing secret shared by the sandbox and the local functions when
 * `STRIPE_WEBHOOK_SECRET` is unset. It signs nothing outside this machine, so it can be public.
 */
export const LOCAL_WEBHOOK_SECRET = 'whsec_bela_local_sandbox';
