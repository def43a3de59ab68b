import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import PhotoLibraryRounded from '@mui/icons-material/PhotoLibraryRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** 'Exclusive Gallery': shown when the e-mail is verified and chat is allowed. */
export function GalleryBanner() {
  const navigate = useNavigate();
  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, pt: { xs: 1, sm: 1.5 } }}>
      <ButtonBase
        onClick={() => navigate(paths.gallery)}
        sx={{
          width: '100%',
          maxWidth: 820,
          mx: 'auto',
          display: 'flex',
          justifyContent: 'flex-start',
          gap: 1.5,
          px: 2,
          py: { xs: 0.75, sm: 1 },
          borderRadius: '14px',
          color: '#fff',
          textAlign: 'left',
          background: 'linear-gradient(100deg, #4a1d33 0%, #b0305a 70%, #c9894b 130%)',
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
