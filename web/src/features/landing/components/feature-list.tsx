import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TRIAL_DAYS } from '@shared/constants';
import type { ReactNode } from 'react';
import { dayAdjective, subscriptionPrice } from '../../../utils/pricing';

interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
}

const features: Feature[] = [
  {
    icon: <ChatBubbleOutline />,
    title: 'Conversations that flow',
    text: 'Chat with Bela whenever you like. She is playful, curious and always happy to hear about your day.',
  },
  {
    icon: <AutoAwesomeOutlined />,
    title: 'Pick up where you left off',
    text: 'Your chats are saved as conversations, so you can return to any of them or start something new.',
  },
  {
    icon: <PhotoLibraryOutlined />,
    title: 'An exclusive gallery',
    text: 'Members unlock a private photo gallery of Bela that grows over time.',
  },
  {
    icon: <ShieldOutlined />,
    title: 'Start free, stay in control',
    text: `A ${dayAdjective(TRIAL_DAYS)} free trial, then ${subscriptionPrice()} per month. Cancel any time.`,
  },
];

/** The landing page's feature list. */
export function FeatureList() {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {features.map((feature) => (
        <Box
          component="li"
          key={feature.title}
          sx={{ p: 3, borderRadius: '20px', bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
        >
          <Box
            aria-hidden
            sx={{
              width: 44,
              height: 44,
              borderRadius: '12px',
              display: 'grid',
              placeItems: 'center',
              bgcolor: '#f6e3e6',
              color: 'primary.main',
              mb: 2,
            }}
          >
            {feature.icon}
          </Box>
          <Typography variant="h6" component="h3" sx={{ mb: 0.75 }}>
            {feature.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.6 }}>
            {feature.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
