import DeleteOutline from '../../../components/icons/material/delete-outline-rounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ConversationSummary } from '@bela/contracts/chat';
import { memo } from 'react';
import { formatFullDate, formatRelativeTime } from '../utils/relative-time';

export const UNTITLED = 'Untitled Conversation';

interface ConversationItemProps {
  conversation: ConversationSummary;
  selected: boolean;
  deleting: boolean;
  now: Date;
  onSelect: (id: string) => void;
  onDelete: (conversation: ConversationSummary) => void;
}

/** One conversation of the sidebar: title, last-updated time, delete (a spinner while deleting). */
export const ConversationItem = memo(function ConversationItem({ conversation, selected, deleting, now, onSelect, onDelete }: ConversationItemProps) {
  const title = conversation.title.trim() || UNTITLED;
  return (
    <Box
      component="li"
      data-testid="conversation-item"
      sx={{
        position: 'relative',
        listStyle: 'none',
        borderRadius: '12px',
        bgcolor: selected ? 'rgba(176, 48, 90, 0.09)' : 'transparent',
        opacity: deleting ? 0.6 : 1,
        '&:hover': { bgcolor: selected ? 'rgba(176, 48, 90, 0.12)' : 'action.hover' },
        '&:hover .conversation-delete, & .conversation-delete:focus-visible': { opacity: 1 },
      }}
    >
      <ButtonBase
        onClick={() => onSelect(conversation.id)}
        aria-current={selected ? 'page' : undefined}
        disabled={deleting}
        sx={{ width: '100%', justifyContent: 'flex-start', textAlign: 'left', borderRadius: '12px', py: 1.1, pl: 1.5, pr: 5.5 }}
      >
        <Box sx={{ minWidth: 0, flex: 1 }}>
          {/* One line, cut with an ellipsis; the whole title on hover. */}
          <Typography
            variant="body2"
            noWrap
            title={title}
            sx={{ fontWeight: selected ? 700 : 600, color: selected ? 'primary.dark' : 'text.primary', fontStyle: conversation.title.trim() ? 'normal' : 'italic' }}
          >
            {title}
          </Typography>
          <Typography variant="caption" component="span" sx={{ color: 'text.secondary', display: 'block' }}>
            <time dateTime={conversation.updatedAt} title={formatFullDate(conversation.updatedAt)}>
              {formatRelativeTime(conversation.updatedAt, now)}
            </time>
          </Typography>
        </Box>
      </ButtonBase>
      <Box sx={{ position: 'absolute', right: 6, top: '50%', transform: 'translateY(-50%)' }}>
        {deleting ? (
          <Box sx={{ width: 34, height: 34, display: 'grid', placeItems: 'center' }}>
            <CircularProgress size={18} aria-label={`Deleting ${title}`} />
          </Box>
        ) : (
          <IconButton
            className="conversation-delete"
            size="small"
            aria-label={`Delete conversation ${title}`}
            onClick={() => onDelete(conversation)}
            sx={{ opacity: { xs: 1, md: selected ? 1 : 0.55 }, color: 'text.secondary', '&:hover': { color: 'error.main' } }}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        )}
      </Box>
    </Box>
  );
});
