/**
 * "Bela remembers": on, Bela learns from the chats and uses what she knows; off, she does neither,
 * and what she knows is kept until the member deletes it.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useSetMemorySwitch } from '../../../resources/memories/mutations';
import { memoryErrorMessage, memoryMessages } from '../utils/memory-messages';

/** `enabled`: as the server says (null until the list has loaded). */
export function MemorySwitch({ uid, enabled }: { uid: string | null; enabled: boolean | null }) {
  const toggle = useSetMemorySwitch(uid);
  const descriptionId = useId();
  // While the change is asked for, the switch shows it.
  const shown = toggle.isPending ? toggle.variables : enabled;
  return (
    <Paper variant="outlined" sx={{ borderRadius: '14px', px: { xs: 1.5, sm: 2 }, py: 1.25 }}>
      <FormControlLabel
        control={
          <Switch
            checked={shown ?? false}
            disabled={enabled === null || toggle.isPending}
            onChange={(event) => toggle.mutate(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': descriptionId } }}
          />
        }
        label={<Typography sx={{ fontWeight: 700 }}>Bela remembers</Typography>}
        sx={{ ml: -1, mr: 0 }}
      />
      <Box id={descriptionId}>
        {shown !== null && (
          <Typography variant="body2" data-testid="memory-switch-note" sx={{ color: 'text.secondary' }}>
            {shown ? memoryMessages.switchedOn : memoryMessages.switchedOff}
          </Typography>
        )}
      </Box>
      {toggle.isError && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => toggle.reset()}>
          {memoryErrorMessage(toggle.error, memoryMessages.switchFailed)}
        </Alert>
      )}
    </Paper>
  );
}
