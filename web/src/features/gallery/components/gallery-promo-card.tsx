import ChatBubbleOutlineRounded from '../../../components/icons/material/chat-bubble-outline-rounded';
import WorkspacePremiumRounded from '../../../components/icons/material/workspace-premium-rounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { GalleryMembership } from '../utils/membership';

interface GalleryPromoCardProps {
  membership: GalleryMembership;
  onUpgrade: () => void;
}

const copy = {
  trial: {
    title: 'Unlock the full gallery',
    text: 'Premium members see every photo in full, plus unlimited chat with Bela.',
  },
  member: {
    title: 'Bela is waiting for you',
    text: 'Enjoyed the photos? Pick up your conversation where you left off.',
  },
} as const;

/** Trial users are invited to upgrade; members are invited back to the chat. */
export function GalleryPromoCard({ membership, onUpgrade }: GalleryPromoCardProps) {
  const trial = membership === 'trial';
  const { title, text } = copy[membership];
  const Icon = trial ? WorkspacePremiumRounded : ChatBubbleOutlineRounded;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1.5, sm: 2 }}
      component="section"
      aria-labelledby="gallery-promo-title"
      sx={{
        p: { xs: 2, sm: 2.5 },
        borderRadius: '18px',
        alignItems: { sm: 'center' },
        color: trial ? '#fff' : 'text.primary',
        background: trial ? 'linear-gradient(110deg, #4a1d33 0%, #8f2a4d 60%, #b0305a 100%)' : '#fff',
        border: trial ? 'none' : '1px solid rgba(176, 48, 90, 0.25)',
        boxShadow: '0 8px 24px rgba(42, 20, 33, 0.10)',
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ flex: 1, alignItems: 'center', minWidth: 0 }}>
        <Box
          sx={{
            flex: '0 0 auto',
            width: 44,
            height: 44,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: trial ? 'rgba(255, 255, 255, 0.14)' : 'rgba(176, 48, 90, 0.1)',
            color: trial ? '#f3c89c' : 'primary.main',
          }}
        >
          <Icon aria-hidden />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id="gallery-promo-title" component="h2" sx={{ fontWeight: 700, fontSize: 17, lineHeight: 1.3 }}>
            {title}
          </Typography>
          <Typography variant="body2" sx={{ opacity: trial ? 0.9 : 1, color: trial ? 'inherit' : 'text.secondary' }}>
            {text}
          </Typography>
        </Box>
      </Stack>
      {trial ? (
        <Button
          variant="contained"
          color="secondary"
          onClick={onUpgrade}
          aria-haspopup="dialog"
          startIcon={<WorkspacePremiumRounded />}
          sx={{ whiteSpace: 'nowrap', alignSelf: { xs: 'stretch', sm: 'center' } }}
        >
          Upgrade to Premium
        </Button>
      ) : (
        <Button
          component={RouterLink}
          to={paths.chat}
          variant="contained"
          startIcon={<ChatBubbleOutlineRounded />}
          sx={{ whiteSpace: 'nowrap', alignSelf: { xs: 'stretch', sm: 'center' } }}
        >
          Continue chatting
        </Button>
      )}
    </Stack>
  );
}
