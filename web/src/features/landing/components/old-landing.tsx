import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@bela/contracts/constants';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BetaBadge } from '../../../components/beta-badge';
import { CompanionPortrait } from '../../../components/companion-portrait';
import { LegalLinks } from '../../../components/legal-links';
import { ADULTS_ONLY_NOTICE, BETA_NOTICE, MINORS_SUITABILITY_NOTICE } from '../../../config/app';
import { LOGIN_ANCHOR_ID, paths } from '../../../config/paths';
import { trackJoinClick } from '../../../lib/tracking/signup-tracking';

/** The older landing page (/old-home): the companion image beside the title, join button and login. */
export function OldLanding({ loginForm }: { loginForm: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Box
        sx={{
          background: 'radial-gradient(ellipse at 70% 20%, rgba(210, 92, 131, 0.35), transparent 60%), linear-gradient(160deg, #2a1421, #4a1d33)',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: { xs: 4, md: 6 },
        }}
      >
        <Box
          component={CompanionPortrait}
          sx={{
            width: { xs: 180, sm: 240, md: '100%' },
            maxWidth: 460,
            borderRadius: { xs: '50%', md: '32px' },
            boxShadow: '0 30px 70px rgba(10, 2, 8, 0.5)',
            border: '1px solid rgba(255,255,255,0.15)',
          }}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 3, sm: 5 } }}>
        <Stack spacing={3} sx={{ width: '100%', maxWidth: 420 }}>
          <Box>
            <Typography variant="h1" sx={{ fontSize: { xs: 48, md: 64 }, lineHeight: 1 }}>
              {PRODUCT_NAME}
            </Typography>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 1.5 }}>
              <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 500 }}>
                Your AI Companion
              </Typography>
              <BetaBadge />
            </Stack>
          </Box>
          <Button component={RouterLink} to={paths.signup} onClick={() => trackJoinClick('Join for Free')} variant="contained" size="large" fullWidth>
            Join for Free
          </Button>
          <Divider>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              or log in
            </Typography>
          </Divider>
          <Box id={LOGIN_ANCHOR_ID}>{loginForm}</Box>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
            <LegalLinks />
          </Stack>
          <Stack spacing={1} sx={{ textAlign: 'center', color: 'text.secondary' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {ADULTS_ONLY_NOTICE} {MINORS_SUITABILITY_NOTICE}
            </Typography>
            <Typography variant="caption">{BETA_NOTICE}</Typography>
          </Stack>
        </Stack>
      </Box>
    </Box>
  );
}
