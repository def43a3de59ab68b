/**
 * The mock API of the component tests; each test adds its handlers with `server.use(...)`. The
 * analytics calls every page makes in the background are answered here, so a test only names
 * what it is about.
 */
import { analyticsEndpoints } from '@bela/contracts/analytics';
import { setupServer } from 'msw/node';
import { onApi } from './api-handlers';

const backgroundHandlers = [
  onApi(analyticsEndpoints.trackVisit, () => ({ id: 'tracked', bot: false })),
  onApi(analyticsEndpoints.trackAction, () => ({ id: 'tracked', bot: false })),
];

export const server = setupServer(...backgroundHandlers);
