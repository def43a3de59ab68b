import ArrowBackRounded from '../../../components/icons/material/arrow-back-rounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

interface GalleryHeaderProps {
  /** Shown under the title once known. */
  total: number | null;
}

/** The sticky top bar: back to the chat, and the gallery's title with its photo count. */
export function GalleryHeader({ total }: GalleryHeaderProps) {
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        color: '#fff',
        background: 'linear-gradient(100deg, #2a1421 0%, #4a1d33 100%)',
        boxShadow: '0 4px 16px rgba(42, 20, 33, 0.18)',
      }}
    >
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, height: 64, px: { xs: 0.5, sm: 2 } }}>
        <Button
          component={RouterLink}
          to={paths.chat}
          color="inherit"
          startIcon={<ArrowBackRounded />}
          aria-label="Back to chat"
          sx={{ flex: '0 0 auto', minWidth: 0, px: { xs: 1.25, sm: 2 }, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            Back
          </Box>
        </Button>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h1" sx={{ fontFamily: (theme) => theme.typography.h1.fontFamily, fontWeight: 700, fontSize: { xs: 20, sm: 24 }, lineHeight: 1.2 }}>
            Exclusive Gallery
          </Typography>
          {/* The bar's height is fixed, so the count arriving moves nothing below it. */}
          {total !== null && (
            <Typography variant="caption" sx={{ display: 'block', opacity: 0.8 }}>
              {`${total} ${total === 1 ? 'photo' : 'photos'}`}
            </Typography>
          )}
        </Box>
      </Container>
    </Box>
  );
}
