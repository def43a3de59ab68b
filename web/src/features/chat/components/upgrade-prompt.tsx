import WorkspacePremiumRounded from '../../../components/icons/material/workspace-premium-rounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Inline, above the input, when the trial has ended: chat is blocked until an upgrade. */
export function UpgradePrompt({ onUpgrade }: { onUpgrade: () => void }) {
  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, pt: 1 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        role="region"
        aria-label="Upgrade to keep chatting"
        sx={{
          maxWidth: 820,
          mx: 'auto',
          p: 2,
          borderRadius: '16px',
          alignItems: { sm: 'center' },
          bgcolor: '#fff',
          border: '1px solid rgba(176, 48, 90, 0.3)',
          boxShadow: '0 6px 18px rgba(42, 20, 33, 0.06)',
        }}
      >
        <WorkspacePremiumRounded sx={{ color: 'secondary.main', fontSize: 34, display: { xs: 'none', sm: 'block' } }} aria-hidden />
        <Box sx={{ flex: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>Your free trial has ended</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Bela misses you already. Upgrade to Premium to keep chatting and unlock the full gallery.
          </Typography>
        </Box>
        <Button variant="contained" onClick={onUpgrade} sx={{ whiteSpace: 'nowrap' }}>
          Upgrade to Premium
        </Button>
      </Stack>
    </Box>
  );
}
