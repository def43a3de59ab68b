/** The voice's settings, in the account dialog: read replies aloud, and send what I say. */
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { setVoiceSetting, useVoiceSettings } from '../stores/voice-settings';

export function VoiceSettings() {
  const settings = useVoiceSettings();
  return (
    <Stack spacing={0.5}>
      <FormControlLabel
        control={<Switch checked={settings.readAloud} onChange={(event) => setVoiceSetting('readAloud', event.target.checked)} />}
        label="Read Bela's replies aloud"
      />
      <FormControlLabel
        control={<Switch checked={settings.sendWhatISay} onChange={(event) => setVoiceSetting('sendWhatISay', event.target.checked)} />}
        label="Send what I say"
      />
      <Typography variant="caption" color="text.secondary">
        When you speak to Bela, your recording is turned into text and then discarded. These settings are kept in this browser.
      </Typography>
    </Stack>
  );
}
