/**
 * The Check-ins section (issue 44) against a stand-in of POST /account/check-ins: off by default;
 * turned on, it shows how often, the window and quiet hours, and sends the browser's zone with each
 * change; a refused window shows the server's reason.
 */
import { CHECK_IN_DEFAULTS, checkInEndpoints, type CheckInSettings } from '@bela/contracts/check-ins';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiFailure, callsTo, onApi } from '../../../testing/api-handlers';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { memberInfo, signInAs } from '../../../testing/session';
import { CheckInsSection } from './check-ins-section';

function settingsServer(options: { refuseWindow?: boolean } = {}) {
  let settings: CheckInSettings = { ...CHECK_IN_DEFAULTS, timeZone: null, nextCheckInAt: null };
  server.use(
    onApi(checkInEndpoints.settings, ({ body }) => {
      if (options.refuseWindow && body.windowStart) {
        return apiFailure(400, 'invalid-check-in-window', 'The check-in window must start and end at different times, outside quiet hours for at least part of it.');
      }
      settings = { ...settings, ...body, timeZone: body.timeZone ?? settings.timeZone };
      if (settings.enabled && !settings.nextCheckInAt) settings.nextCheckInAt = '2026-03-09T22:30:00.000Z';
      if (!settings.enabled) settings.nextCheckInAt = null;
      return { settings };
    }),
  );
}

describe('Check-ins', () => {
  it('is off by default, and turned on shows how often, the window and quiet hours, sending the browser’s zone', async () => {
    signInAs(memberInfo());
    settingsServer();
    renderWithProviders(<CheckInsSection />);
    const toggle = await screen.findByRole('switch', { name: 'Bela checks in' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/^Off\./)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(await screen.findByRole('radio', { name: 'When I have plans' })).toBeChecked();
    expect(toggle).toBeChecked();
    expect(screen.getByLabelText('From')).toHaveValue('18:00');
    expect(screen.getByLabelText('Quiet from')).toHaveValue('22:00');
    expect(screen.getByText(/she looks next on/)).toBeInTheDocument();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(callsTo('/account/check-ins').at(-1)?.body).toEqual({ enabled: true, timeZone: zone });

    await userEvent.click(screen.getByRole('radio', { name: 'Every day' }));
    expect(await screen.findByRole('radio', { name: 'Every day' })).toBeChecked();
    expect(callsTo('/account/check-ins').at(-1)?.body).toMatchObject({ frequency: 'daily' });
  });

  it('shows the server’s reason when a window is refused', async () => {
    signInAs(memberInfo());
    settingsServer({ refuseWindow: true });
    renderWithProviders(<CheckInsSection />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Bela checks in' }));
    const from = await screen.findByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '23:00');
    from.blur();
    expect(await screen.findByRole('alert')).toHaveTextContent(/window must start and end/);
  });
});
