import InfoOutlined from '../../../components/icons/material/info-outlined';
import MenuRounded from '../../../components/icons/material/menu-rounded';
import MenuOpenRounded from '../../../components/icons/material/menu-open-rounded';
import PsychologyOutlined from '../../../components/icons/material/psychology-outlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { COMPANION_IMAGE } from '../../../config/app';
import { paths } from '../../../config/paths';
import { cameFromState } from '../../../utils/came-from';
import { visuallyHidden } from '../../../utils/visually-hidden';
import { useChatModel } from '../api/get-model';
import { OFFLINE_MODEL_LABEL } from './about-bela-dialog';
import { useChatUid } from './chat-account';

interface ChatHeaderProps {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onOpenAbout: () => void;
  /** At the header's end: the open conversation's menu. */
  actions?: ReactNode;
}

/**
 * The header: the sidebar button, Bela's name and picture as a button that opens the dialog
 * about her, and at its end the link to what Bela knows (the memories page) and the conversation's
 * menu. 'AI companion' stays visible under her name at all times (SB 243 disclosure).
 */
export function ChatHeader({ sidebarOpen, onToggleSidebar, onOpenAbout, actions }: ChatHeaderProps) {
  // Replies from the offline demo model say so where every reply is read, not only in a dialog.
  const offline = useChatModel(useChatUid()).data?.offline === true;
  const location = useLocation();

  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 1, sm: 2 },
        py: 1,
        minHeight: 64,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'rgba(255, 255, 255, 0.92)',
        backdropFilter: 'blur(8px)',
      }}
    >
      <IconButton onClick={onToggleSidebar} aria-label={sidebarOpen ? 'Hide conversations' : 'Show conversations'} aria-expanded={sidebarOpen}>
        {sidebarOpen ? <MenuOpenRounded /> : <MenuRounded />}
      </IconButton>
      <Typography component="h1" sx={visuallyHidden}>
        Chat with Bela
      </Typography>
      {/* Named by what it shows, with 'About' read first (WCAG 2.5.3: the label holds the visible text). */}
      <ButtonBase
        onClick={onOpenAbout}
        aria-haspopup="dialog"
        sx={{ borderRadius: '12px', px: { xs: 0.5, sm: 1 }, py: 0.5, gap: 1.25, justifyContent: 'flex-start', minWidth: 0, '&:hover': { bgcolor: 'action.hover' } }}
      >
        <Box sx={{ position: 'relative', flex: '0 0 auto' }}>
          <Box component="img" src={COMPANION_IMAGE} alt="" width={42} height={42} sx={{ display: 'block', borderRadius: '50%' }} />
        </Box>
        <Box component="span" sx={visuallyHidden}>
          About{' '}
        </Box>
        <Box sx={{ minWidth: 0, textAlign: 'left' }}>
          <Typography component="span" sx={{ display: 'block', fontFamily: (theme) => theme.typography.h1.fontFamily, fontWeight: 700, fontSize: 20, lineHeight: 1.15 }}>
            Bela
          </Typography>
          {/* On a narrow phone the chips wrap rather than run out of the header. */}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, mt: 0.25 }}>
            <Chip
              label="AI companion"
              size="small"
              data-testid="ai-disclosure"
              sx={{ height: 20, fontSize: 11, fontWeight: 700, bgcolor: 'rgba(176, 48, 90, 0.1)', color: 'primary.dark', '& .MuiChip-label': { px: 0.9 } }}
            />
            {offline && (
              <Chip
                label={OFFLINE_MODEL_LABEL}
                size="small"
                variant="outlined"
                data-testid="offline-model"
                sx={{ height: 20, fontSize: 11, fontWeight: 600, color: 'text.secondary', '& .MuiChip-label': { px: 0.9 } }}
              />
            )}
            <InfoOutlined sx={{ display: { xs: 'none', sm: 'block' }, fontSize: 15, color: 'text.secondary' }} aria-hidden />
          </Box>
        </Box>
      </ButtonBase>
      <Box sx={{ ml: 'auto', flex: '0 0 auto', display: 'flex', alignItems: 'center' }}>
        {/* The memories page's "Back to chat" returns to this conversation. */}
        <IconButton component={RouterLink} to={paths.memories} state={cameFromState(location)} aria-label="What Bela knows" title="What Bela knows">
          <PsychologyOutlined />
        </IconButton>
        {actions}
      </Box>
    </Box>
  );
}
