/**
 * The page's entry, kept small: the page names no other script. It runs the boot path
 * (`lib/boot`, whose index says what it does and why): the page's early errors are kept for the
 * app, a prerendered page is painted from its HTML before the app's code (`boot.tsx`) is asked for,
 * and any other page first sends the requests its first screen needs (the chat opened by its
 * address: its newest messages), then asks for the app's code at once.
 */
import '../styles/base.css';
import { newestPageEarlyRequest } from '../features/chat/api/early-newest-page';
import { startPage } from '../lib/boot/start';
import { keepEarlyGlobalErrors } from '../lib/global-errors/early-global-errors';

keepEarlyGlobalErrors();
startPage({
  root: document.getElementById('root'),
  loadApp: () => void import('./boot'),
  earlyRequests: [newestPageEarlyRequest(window.location)],
});
