import AccountCircleOutlined from '../../../components/icons/material/account-circle-outlined';
import AddRounded from '../../../components/icons/material/add-rounded';
import CloudUploadOutlined from '../../../components/icons/material/cloud-upload-outlined';
import FeedbackOutlined from '../../../components/icons/material/feedback-outlined';
import LogoutRounded from '../../../components/icons/material/logout-rounded';
import ScienceOutlined from '../../../components/icons/material/science-outlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ConversationSummary } from '@bela/contracts/chat';
import type { UserInfo } from '@bela/contracts/auth';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { BETA_NOTICE, COMPANION_IMAGE } from '../../../config/app';
import { paths } from '../../../config/paths';
import { ConversationList } from './conversation-list';
import { ConversationSearch } from './conversation-search';
import { TrialStatusPanel } from './trial-status-panel';

export interface ChatSidebarProps {
  userInfo: UserInfo | null;
  /** The conversation open in the thread. */
  selectedId: string | null;
  /** The user info is still loading. */
  loading: boolean;
  /** The e-mail is verified (conversations load only then). */
  verified: boolean;
  displayName: string;
  email: string;
  /** New Chat is blocked when the trial has ended (it opens the upgrade dialog instead). */
  newChatBlocked: boolean;
  loggingOut: boolean;
  onNewChat: () => void;
  /** `messageId`: open the conversation at that message (a search hit). */
  onSelectConversation: (id: string, messageId?: string) => void;
  onDeleteConversation: (conversation: ConversationSummary) => void;
  onOpenAccount: () => void;
  onOpenFeedback: () => void;
  onOpenUpgrade: () => void;
  onLogout: () => void;
}

const footerButtonSx = { justifyContent: 'flex-start', color: 'text.primary', px: 1.5, py: 0.6, borderRadius: '10px', fontWeight: 500 } as const;

/** The sidebar of SPEC section 2: History, New Chat, chat/photos toggle, list, beta, plan, account. */
export function ChatSidebar(props: ChatSidebarProps) {
  const { userInfo, loading, verified, displayName, email, newChatBlocked, loggingOut } = props;
  const navigate = useNavigate();
  const [betaOpen, setBetaOpen] = useState(false);

  return (
    <Box component="nav" aria-label="Chat navigation" sx={{ height: '100%', display: 'flex', flexDirection: 'column', bgcolor: '#fffdfc', minHeight: 0 }}>
      <Stack spacing={1.5} sx={{ p: 2, pb: 1 }}>
        <Box>
          <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
            <Box component="img" src={COMPANION_IMAGE} alt="" width={32} height={32} sx={{ borderRadius: '50%' }} />
            <Typography sx={{ fontFamily: (theme) => theme.typography.h1.fontFamily, fontWeight: 700, fontSize: 22, lineHeight: 1, flex: 1 }}>Bela</Typography>
            <ButtonBase
              onClick={() => setBetaOpen((open) => !open)}
              aria-expanded={betaOpen}
              aria-controls="beta-note"
              sx={{
                gap: 0.5,
                px: 1,
                py: 0.4,
                borderRadius: '999px',
                color: 'primary.dark',
                bgcolor: 'rgba(176, 48, 90, 0.08)',
                border: '1px solid rgba(176, 48, 90, 0.2)',
                fontSize: 11.5,
                fontWeight: 700,
                letterSpacing: '0.02em',
                '&:hover': { bgcolor: 'rgba(176, 48, 90, 0.14)' },
              }}
            >
              <ScienceOutlined sx={{ fontSize: 14 }} aria-hidden />
              Beta Version
            </ButtonBase>
          </Stack>
          <Collapse in={betaOpen} id="beta-note">
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', pt: 1 }}>
              {BETA_NOTICE}
            </Typography>
          </Collapse>
        </Box>
        <Button
          variant="contained"
          startIcon={<AddRounded />}
          onClick={props.onNewChat}
          fullWidth
          aria-disabled={newChatBlocked || undefined}
          sx={newChatBlocked ? { opacity: 0.7 } : undefined}
        >
          New Chat
        </Button>
        <ToggleButtonGroup
          value="chat"
          exclusive
          fullWidth
          size="small"
          aria-label="Chat or photos"
          onChange={(_event, value: string | null) => {
            if (value === 'photos') navigate(paths.gallery);
          }}
          sx={{
            '& .MuiToggleButton-root': { textTransform: 'none', fontWeight: 600, fontSize: 13, gap: 0.75, py: 0.6, whiteSpace: 'nowrap', color: 'text.secondary' },
            '& .MuiToggleButton-root.Mui-selected': { color: 'primary.dark', bgcolor: 'rgba(176, 48, 90, 0.09)' },
          }}
        >
          <ToggleButton value="chat" sx={{ borderRadius: '999px 0 0 999px' }}>
            Chat with me
          </ToggleButton>
          <ToggleButton value="photos" sx={{ borderRadius: '0 999px 999px 0' }}>
            See my photos
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>

      <ConversationSearch enabled={verified} onOpen={props.onSelectConversation}>
        <Typography
          component="h2"
          variant="overline"
          sx={{ px: 2.5, pt: 1, color: 'text.secondary', fontWeight: 700, letterSpacing: '0.1em', lineHeight: 2 }}
        >
          History
        </Typography>
        <Box sx={{ flex: 1, minHeight: 80, overflowY: 'auto', px: 1, pb: 1 }}>
          <ConversationList enabled={verified} selectedId={props.selectedId} onSelect={props.onSelectConversation} onDelete={props.onDeleteConversation} />
        </Box>
      </ConversationSearch>

      <Divider />
      <Stack spacing={1} sx={{ p: 1.5, pt: 1.25 }}>
        <TrialStatusPanel userInfo={userInfo} loading={loading} onUpgrade={props.onOpenUpgrade} />
        {userInfo?.role === 'admin' && (
          <Button component={RouterLink} to={paths.adminUpload} variant="outlined" size="small" startIcon={<CloudUploadOutlined />}>
            Upload Images
          </Button>
        )}
        <Box>
          <Button onClick={props.onOpenAccount} startIcon={<AccountCircleOutlined />} sx={footerButtonSx} fullWidth>
            Account
          </Button>
          <Button onClick={props.onOpenFeedback} startIcon={<FeedbackOutlined />} sx={footerButtonSx} fullWidth>
            Send Feedback
          </Button>
          <Button onClick={props.onLogout} disabled={loggingOut} startIcon={<LogoutRounded />} sx={footerButtonSx} fullWidth>
            Logout
          </Button>
        </Box>
        <Stack direction="row" spacing={1.25} sx={{ px: 1, alignItems: 'center', minWidth: 0 }}>
          <Avatar sx={{ width: 30, height: 30, fontSize: 14, bgcolor: 'secondary.light', color: 'text.primary' }} aria-hidden>
            {(displayName || email || '?').charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600, lineHeight: 1.3 }}>
              {displayName}
            </Typography>
            <Typography variant="caption" noWrap component="p" sx={{ color: 'text.secondary' }}>
              {email}
            </Typography>
          </Box>
        </Stack>
      </Stack>
    </Box>
  );
}
