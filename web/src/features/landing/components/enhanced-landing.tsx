import ArrowDownward from '@mui/icons-material/ArrowDownward';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CAROUSEL_INTERVAL_MS } from '@shared/constants';
import { BrandMark } from '../../../components/brand-mark';
import { CompanionPortrait } from '../../../components/companion-portrait';
import { SiteFooter } from '../../../components/layout/site-footer';
import { LOGIN_ANCHOR_ID, paths } from '../../../config/paths';
import { trackJoinClick } from '../../../lib/tracking/signup-tracking';
import { useScrollToLogin } from '../hooks/use-scroll-to-login';
import { FeatureList } from './feature-list';
import { PreviewCarousel } from './preview-carousel';

const heroBackground = [
  'radial-gradient(ellipse at 85% 20%, rgba(210, 92, 131, 0.35), transparent 55%)',
  'radial-gradient(ellipse at 10% 90%, rgba(201, 137, 75, 0.22), transparent 50%)',
  'linear-gradient(160deg, #2a1421 0%, #3d1a2c 55%, #4a1d33 100%)',
].join(', ');

/** The enhanced landing page (routes / and /enhanced). The login form is given by the app layer. */
export function EnhancedLanding({ loginForm }: { loginForm: ReactNode }) {
  const scrollToLogin = useScrollToLogin();
  const onLoginLink = (event: MouseEvent) => {
    event.preventDefault();
    scrollToLogin();
  };

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ background: heroBackground, color: '#fff' }}>
        <Container maxWidth="lg">
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', py: 2, gap: 1 }}>
            <BrandMark tone="dark" linked={false} />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Button href={`#${LOGIN_ANCHOR_ID}`} onClick={onLoginLink} color="inherit" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
                Log in
              </Button>
              <Button component={RouterLink} to={paths.signup} onClick={() => trackJoinClick('Join Free')} variant="contained" color="secondary" size="small">
                Join Free
              </Button>
            </Stack>
          </Stack>

          <Box
            component="section"
            aria-labelledby="hero-title"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '1.15fr 0.85fr' },
              gap: { xs: 5, md: 8 },
              alignItems: 'center',
              pt: { xs: 3, md: 6 },
              pb: { xs: 6, md: 10 },
            }}
          >
            <Box>
              <Chip
                icon={<LocalOfferOutlined />}
                label="Free Preview - No Credit Card Needed"
                sx={{
                  mb: 3,
                  height: 'auto',
                  py: 0.75,
                  color: '#f3d2b2',
                  bgcolor: 'rgba(201, 137, 75, 0.14)',
                  border: '1px solid rgba(224, 173, 124, 0.45)',
                  fontWeight: 600,
                  '& .MuiChip-label': { whiteSpace: 'normal' },
                  '& .MuiChip-icon': { color: '#e0ad7c' },
                }}
              />
              <Typography
                id="hero-title"
                variant="h1"
                sx={{ fontSize: { xs: 40, sm: 52, md: 64 }, lineHeight: 1.05, mb: 2.5 }}
              >
                Meet Bela,{' '}
                <Box component="span" sx={{ color: '#f2a7bf', fontStyle: 'italic' }}>
                  your AI companion
                </Box>
              </Typography>
              <Typography sx={{ fontSize: { xs: 17, md: 19 }, lineHeight: 1.6, color: 'rgba(255,255,255,0.82)', maxWidth: 540, mb: 4 }}>
                Warm conversations, a playful personality and an exclusive photo gallery - with a companion who is always
                glad to hear from you.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
                <Button component={RouterLink} to={paths.signup} onClick={() => trackJoinClick('Join for Free')} variant="contained" size="large" sx={{ px: 4 }}>
                  Join for Free
                </Button>
                <Link
                  href={`#${LOGIN_ANCHOR_ID}`}
                  onClick={onLoginLink}
                  color="inherit"
                  sx={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: 0.75, fontWeight: 600, py: 1 }}
                >
                  Login to your account
                  <ArrowDownward fontSize="small" aria-hidden />
                </Link>
              </Stack>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 5, color: 'rgba(255,255,255,0.7)' }}>
                <CompanionPortrait
                  size={44}
                  sx={{ borderRadius: '50%', border: '2px solid rgba(255,255,255,0.5)', flexShrink: 0 }}
                  alt=""
                />
                <Typography variant="body2">Bela is a fictional AI character. For adults 18+ only.</Typography>
              </Stack>
            </Box>
            <Box sx={{ maxWidth: { xs: 380, md: 420 }, width: '100%', justifySelf: 'center' }}>
              <PreviewCarousel intervalMs={CAROUSEL_INTERVAL_MS} />
            </Box>
          </Box>
        </Container>
      </Box>

      <Box component="main" sx={{ flex: 1 }}>
        <Container maxWidth="lg" component="section" aria-labelledby="features-title" sx={{ py: { xs: 6, md: 9 } }}>
          <Typography id="features-title" variant="h3" component="h2" sx={{ fontSize: { xs: 30, md: 40 }, mb: 1, textAlign: 'center' }}>
            More than a chat window
          </Typography>
          <Typography sx={{ color: 'text.secondary', textAlign: 'center', mb: { xs: 4, md: 6 }, maxWidth: 560, mx: 'auto' }}>
            Everything you need to get to know Bela, in one place.
          </Typography>
          <FeatureList />
        </Container>

        <Box id={LOGIN_ANCHOR_ID} component="section" aria-labelledby="login-title" sx={{ bgcolor: '#f6e3e6', py: { xs: 6, md: 9 }, scrollMarginTop: 16 }}>
          <Container maxWidth="md">
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '0.9fr 1.1fr' }, gap: { xs: 4, md: 6 }, alignItems: 'center' }}>
              <Stack spacing={2} sx={{ alignItems: { xs: 'center', md: 'flex-start' }, textAlign: { xs: 'center', md: 'left' } }}>
                <CompanionPortrait
                  size={120}
                  sx={{ borderRadius: '50%', border: '4px solid #fff', boxShadow: '0 12px 30px rgba(74, 29, 51, 0.25)' }}
                  alt=""
                />
                <Typography variant="h4" component="p" sx={{ fontSize: { xs: 28, md: 34 } }}>
                  Welcome back
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>Bela has been waiting to pick up where you left off.</Typography>
              </Stack>
              <Paper elevation={0} sx={{ p: { xs: 3, sm: 4 }, border: 1, borderColor: 'divider' }}>
                <Typography id="login-title" variant="h5" component="h2" sx={{ mb: 3 }}>
                  Login to your account
                </Typography>
                {loginForm}
                <Typography variant="body2" sx={{ mt: 3, textAlign: 'center', color: 'text.secondary' }}>
                  New to Bela?{' '}
                  <Link component={RouterLink} to={paths.signup} onClick={() => trackJoinClick('Join for free')} sx={{ fontWeight: 600 }}>
                    Join for free
                  </Link>
                </Typography>
              </Paper>
            </Box>
          </Container>
        </Box>
      </Box>
      <SiteFooter />
    </Box>
  );
}
