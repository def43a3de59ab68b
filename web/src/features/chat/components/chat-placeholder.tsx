import Logout from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { BrandMark } from '../../../components/brand-mark';
import { COMPANION_IMAGE } from '../../../config/app';

interface ChatPlaceholderProps {
  displayName: string;
  email: string;
  onLogout: () => void;
  loggingOut: boolean;
}

/** /chat until the chat screen lands: the app bar with the signed-in user and Logout. */
export function ChatPlaceholder({ displayName, email, onLogout, loggingOut }: ChatPlaceholderProps) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" elevation={0} sx={{ bgcolor: '#2a1421' }}>
        <Toolbar sx={{ gap: 2, justifyContent: 'space-between' }}>
          <BrandMark tone="dark" linked={false} />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Box sx={{ textAlign: 'right', minWidth: 0, display: { xs: 'none', sm: 'block' } }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                {displayName}
              </Typography>
              <Typography variant="caption" sx={{ opacity: 0.75 }} noWrap component="p">
                {email}
              </Typography>
            </Box>
            <Button color="inherit" variant="outlined" startIcon={<Logout />} onClick={onLogout} disabled={loggingOut}>
              Logout
            </Button>
          </Stack>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 2 }}>
        <Paper elevation={0} sx={{ p: { xs: 3, sm: 5 }, maxWidth: 480, width: '100%', textAlign: 'center', border: 1, borderColor: 'divider' }}>
          <Avatar src={COMPANION_IMAGE} alt="Bela" sx={{ width: 88, height: 88, mx: 'auto', mb: 2 }} />
          <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
            Welcome, {displayName}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 0.5, wordBreak: 'break-word' }}>Signed in as {email}</Typography>
          <Typography sx={{ color: 'text.secondary' }}>Chat with Bela is not yet available in this build.</Typography>
        </Paper>
      </Box>
    </Box>
  );
}
