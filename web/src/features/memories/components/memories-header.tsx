/** The memory page's top bar: back to the chat, the page's title and how many memories Bela keeps. */
import ArrowBackRounded from '../../../components/icons/material/arrow-back-rounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { MAX_MEMORIES } from '@bela/contracts/constants';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { cameFrom } from '../../../utils/came-from';

export function MemoriesHeader({ count }: { count: number | null }) {
  // Back to the conversation the member came from (the chat's link says which); a new chat otherwise.
  const back = cameFrom(useLocation().state, paths.chat);
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'rgba(255, 255, 255, 0.94)',
        backdropFilter: 'blur(8px)',
      }}
    >
      <Container maxWidth="md" sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 64, px: { xs: 1, sm: 2 } }}>
        <IconButton component={RouterLink} to={back} aria-label="Back to chat">
          <ArrowBackRounded />
        </IconButton>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h1" sx={{ fontFamily: (theme) => theme.typography.h1.fontFamily, fontWeight: 700, fontSize: { xs: 20, sm: 24 }, lineHeight: 1.2 }}>
            What Bela knows
          </Typography>
          {/* The bar's height is fixed: the count arriving moves nothing below it. */}
          {count !== null && (
            <Typography variant="caption" data-testid="memory-count" sx={{ display: 'block', color: 'text.secondary' }}>
              {`${count} of ${MAX_MEMORIES} memories`}
            </Typography>
          )}
        </Box>
      </Container>
    </Box>
  );
}
