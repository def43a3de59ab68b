/**
 * "Check-ins" in the account settings (issue 44): the member invites Bela to write first. Off by
 * default; how often, a window and quiet hours in the member's own time zone (the browser's), and
 * notifications on this device when the browser allows them. Every change is saved at once and
 * the section shows the server's answer; turning it off stops everything at once.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CheckInFrequency, CheckInSettings } from '@bela/contracts/check-ins';
import { useId, useState } from 'react';
import { useSessionStore } from '../../../lib/session/session-store';
import { useChangeCheckIns, useCheckInSettings, type CheckInChange } from '../api/check-in-settings';
import { askPushPermission, pushPermission, registerDevice } from '../utils/device-push';

const FREQUENCIES: { value: CheckInFrequency; label: string }[] = [
  { value: 'plans', label: 'When I have plans' },
  { value: 'daily', label: 'Every day' },
  { value: 'some-days', label: 'A few times a week' },
];

const headingSx = { color: 'text.secondary', fontWeight: 700, letterSpacing: '0.08em' } as const;

/** The browser's own zone, which the window is read in. */
const browserZone = () => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && zone !== 'Etc/Unknown' ? zone : undefined;
};

function nextTime(settings: CheckInSettings): string | null {
  if (!settings.nextCheckInAt) return null;
  return new Date(settings.nextCheckInAt).toLocaleString(undefined, { weekday: 'long', hour: '2-digit', minute: '2-digit' });
}

function TimeField({ label, value, disabled, onSave }: { label: string; value: string; disabled: boolean; onSave: (value: string) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <TextField
      type="time"
      size="small"
      label={label}
      value={draft ?? value}
      disabled={disabled}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => {
        if (draft && /^\d\d:\d\d$/.test(draft) && draft !== value) onSave(draft);
        setDraft(null);
      }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
      sx={{ minWidth: 128 }}
    />
  );
}

export function CheckInsSection() {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  const settings = useCheckInSettings(uid);
  const change = useChangeCheckIns(uid);
  const [pushError, setPushError] = useState<string | null>(null);
  const descriptionId = useId();
  // While a change is asked for, the section shows it (the server's answer replaces it).
  const current = settings.data && change.isPending && change.variables ? { ...settings.data, ...change.variables } : settings.data;
  const busy = change.isPending || !current;

  const save = (body: CheckInChange) => {
    const zone = browserZone();
    change.mutate({ ...body, ...(zone ? { timeZone: zone } : {}) });
  };

  const setNotifications = async (on: boolean) => {
    setPushError(null);
    if (!on) return save({ notifications: false });
    const permission = await askPushPermission();
    if (permission !== 'granted') {
      setPushError(permission === 'unsupported' ? 'This browser cannot show notifications. Check-ins still arrive in the app.' : 'Notifications are blocked for Bela in this browser. Check-ins still arrive in the app.');
      return;
    }
    try {
      await registerDevice();
      save({ notifications: true });
    } catch {
      setPushError('This device could not be registered for notifications. Please try again.');
    }
  };

  return (
    <Box component="section" aria-labelledby="check-ins-heading" data-testid="check-ins-section">
      <Typography variant="overline" component="h3" id="check-ins-heading" sx={headingSx}>
        Check-ins
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={current?.enabled ?? false}
            disabled={busy}
            onChange={(event) => save({ enabled: event.target.checked })}
            slotProps={{ input: { 'aria-describedby': descriptionId } }}
          />
        }
        label={<Typography sx={{ fontWeight: 700 }}>Bela checks in</Typography>}
        sx={{ ml: -1, mr: 0 }}
      />
      <Typography variant="body2" id={descriptionId} sx={{ color: 'text.secondary' }}>
        {current?.enabled
          ? `Bela may write first, in your window${nextTime(current) ? `; she looks next on ${nextTime(current)}` : ''}. Turn this off at any time: nothing more is sent.`
          : 'Off. Turn it on and Bela may write first now and then, for example to ask how your plans went.'}
      </Typography>
      {settings.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          Check-in settings could not be loaded.
        </Alert>
      )}
      {current?.enabled && (
        <Stack spacing={1.5} sx={{ mt: 1.5 }}>
          <FormControl disabled={busy}>
            <FormLabel id="check-in-frequency">How often</FormLabel>
            <RadioGroup row aria-labelledby="check-in-frequency" value={current.frequency} onChange={(event) => save({ frequency: event.target.value as CheckInFrequency })}>
              {FREQUENCIES.map(({ value, label }) => (
                <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={label} />
              ))}
            </RadioGroup>
          </FormControl>
          <Box>
            <FormLabel component="p" sx={{ mb: 1 }}>
              When (your time{current.timeZone ? `, ${current.timeZone}` : ''})
            </FormLabel>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <TimeField label="From" value={current.windowStart} disabled={busy} onSave={(windowStart) => save({ windowStart })} />
              <TimeField label="Until" value={current.windowEnd} disabled={busy} onSave={(windowEnd) => save({ windowEnd })} />
            </Stack>
          </Box>
          <Box>
            <FormLabel component="p" sx={{ mb: 1 }}>
              Quiet hours
            </FormLabel>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <TimeField label="Quiet from" value={current.quietStart} disabled={busy} onSave={(quietStart) => save({ quietStart })} />
              <TimeField label="Quiet until" value={current.quietEnd} disabled={busy} onSave={(quietEnd) => save({ quietEnd })} />
            </Stack>
          </Box>
          <Box>
            <FormControlLabel
              control={<Switch checked={current.notifications} disabled={busy || pushPermission() === 'unsupported'} onChange={(event) => void setNotifications(event.target.checked)} />}
              label="Also send a notification to this device"
              sx={{ ml: -1, mr: 0 }}
            />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Check-ins always arrive in the app. Each notification says how to turn them off.
            </Typography>
          </Box>
        </Stack>
      )}
      {(change.isError || pushError) && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }} onClose={() => (change.reset(), setPushError(null))}>
          {pushError ?? (change.error instanceof Error && /window/i.test(change.error.message) ? change.error.message : 'The change could not be saved. Please try again.')}
        </Alert>
      )}
    </Box>
  );
}
