/**
 * The boot path: what a page does between its HTML arriving and the app having taken it over, in
 * one place (decision 0028 gives the figures each part buys). In order:
 *
 * 1. The page's entry (`app/main.tsx`, the one script the page names) keeps the page's early errors
 *    for the app (`lib/global-errors/early-global-errors.ts`) and starts the page (`start.ts`).
 * 2. A prerendered page (the landing, sign-up, the legal pages) is painted from its HTML first; the
 *    app's code is asked for once that paint is on screen, so it never delays the paint nor shares
 *    the network with it. Until the app has hydrated the page, what the visitor types, ticks,
 *    presses or sends is held and then handed to the app (`early-input.ts`): plain HTML would
 *    otherwise send a form itself or ignore a button.
 * 3. Any other page sends the requests its first screen needs before anything else
 *    (`early-request.ts`): a feature describes them (the chat opened by its address,
 *    `/chat?c=<id>`: its newest messages, `features/chat/api/early-newest-page.ts`), and they leave
 *    with the ID token this browser keeps (`kept-session.ts`), read synchronously, in the entry's
 *    first task, and its answer is read as it arrives. It is on its way while the app's code loads
 *    and runs and before Firebase Auth is loaded: in a new tab that is most of the wait, and the
 *    request overlaps it instead of following it. Then the app's code is asked for at once: boot
 *    and the chat page's chunk with every file they import, all in that task (`app-modules.ts`,
 *    from the list the build writes into the page), not in the four waves the browser would find
 *    them in. While both are on their way the main thread does what the first screen will need
 *    (`EarlyRequest.prepare`: the chat's first date formatter, tens of milliseconds).
 * 4. The feature's screen takes the answer (`first-page.ts`): its data, and the account whose token
 *    the server accepted, which the session shows the page for (`provisionalUid`) while Firebase
 *    Auth restores the session; Auth starts once that first screen is painted
 *    (`lib/session/session.ts`). A request that was not sent, was refused or failed leaves the
 *    screen to ask the ordinary way once Firebase has restored the session.
 *
 * The token and the hint that there is a session to restore are written by the session from
 * Firebase's own verdict on every auth state and token change, and removed on sign-out
 * (`kept-session.ts`). Nothing here reads Firebase Auth's private storage.
 *
 * The page's entry imports the modules themselves, not this index, so that it carries only what it
 * runs.
 */
export { preloadAppModules } from './app-modules';
export { holdEarlyInput, holdInputUntilReady, releaseEarlyInput } from './early-input';
export { dropEarlyAnswers, earlyRequestsSucceed, sendEarlyRequest, takeEarlyAnswer, type EarlyAnswer, type EarlyRequest } from './early-request';
export { takeFirstPage, type FirstPage } from './first-page';
export { hasSessionHint, keepTokenOf, keptToken, setSessionHint, type KeptToken } from './kept-session';
export { startPage, type StartOptions } from './start';
