import ChevronRightRounded from '../../../components/icons/material/chevron-right-rounded';
import CloseRounded from '../../../components/icons/material/close-rounded';
import PhotoLibraryRounded from '../../../components/icons/material/photo-library-rounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useIsDesktop } from '../hooks/use-is-desktop';
import { useTurn } from './chat-turn-provider';

/** sessionStorage key: the member hid the banner on a phone for the rest of the session. */
const HIDDEN_KEY = 'bela.galleryBannerHidden';

function readHidden(): boolean {
  try {
    return window.sessionStorage.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberHidden(): void {
  try {
    window.sessionStorage.setItem(HIDDEN_KEY, '1');
  } catch {
    // Storage refused (private mode): hidden until the page reloads.
  }
}

const bannerBackground = 'linear-gradient(100deg, #4a1d33 0%, #b0305a 70%, #c9894b 130%)';

/**
 * 'Exclusive Gallery': shown when the e-mail is verified and chat is allowed. On a wide screen a
 * full banner above the thread. On a phone, where every row counts, a one-line strip that shows
 * only while the thread is a new, empty chat and collapses once a conversation is open or the
 * first message is sent; its close button hides it for the session.
 */
export function GalleryBanner({ newChat }: { newChat: boolean }) {
  const navigate = useNavigate();
  const isDesktop = useIsDesktop();
  const { turnMessages } = useTurn();
  const newEmptyChat = newChat && turnMessages.length === 0;
  const [hidden, setHidden] = useState(readHidden);
  const openGallery = () => navigate(paths.gallery);

  if (isDesktop) {
    return (
      <Box sx={{ px: 3, pt: 1.5 }}>
        <ButtonBase
          onClick={openGallery}
          sx={{
            width: '100%',
            maxWidth: 820,
            mx: 'auto',
            display: 'flex',
            justifyContent: 'flex-start',
            gap: 1.5,
            px: 2,
            py: 1,
            borderRadius: '14px',
            color: '#fff',
            textAlign: 'left',
            background: bannerBackground,
            boxShadow: '0 6px 18px rgba(176, 48, 90, 0.22)',
            '&:hover': { filter: 'brightness(1.06)' },
          }}
        >
          <PhotoLibraryRounded aria-hidden />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }}>Exclusive Gallery</Typography>
            <Typography variant="caption" sx={{ opacity: 0.9 }}>
              Tap to view photos
            </Typography>
          </Box>
          <ChevronRightRounded aria-hidden />
        </ButtonBase>
      </Box>
    );
  }

  const hide = () => {
    rememberHidden();
    setHidden(true);
  };

  return (
    <Collapse in={newEmptyChat && !hidden} unmountOnExit>
      <Box sx={{ px: 1.5, pt: 1 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            borderRadius: '12px',
            color: '#fff',
            background: bannerBackground,
            boxShadow: '0 4px 12px rgba(176, 48, 90, 0.2)',
          }}
        >
          <ButtonBase
            onClick={openGallery}
            sx={{ flex: 1, minWidth: 0, justifyContent: 'flex-start', gap: 0.75, pl: 1.5, pr: 0.5, py: 0.75, borderRadius: '12px', textAlign: 'left' }}
          >
            <PhotoLibraryRounded fontSize="small" aria-hidden />
            <Typography component="span" noWrap sx={{ fontWeight: 700, fontSize: 14, flexShrink: 0 }}>
              Exclusive Gallery
            </Typography>
            <Typography component="span" variant="caption" noWrap sx={{ opacity: 0.9, minWidth: 0 }}>
              Tap to view photos
            </Typography>
          </ButtonBase>
          <IconButton onClick={hide} aria-label="Hide the gallery banner" size="small" sx={{ color: 'inherit', mr: 0.5 }}>
            <CloseRounded fontSize="small" />
          </IconButton>
        </Box>
      </Box>
    </Collapse>
  );
}
