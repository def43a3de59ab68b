/**
 * The conversations export, where a member asks for it: the open conversation from the chat's menu
 * (`ConversationMenu`, in the header), all of them from Account Information
 * (`ExportConversationsButton`). Either asks for JSON or Markdown, shows a spinner meanwhile, then
 * saves the file, or says why it could not.
 */
import FileDownloadOutlined from '../../../components/icons/material/file-download-outlined';
import MoreVertRounded from '../../../components/icons/material/more-vert-rounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import type { ConversationExportFormat } from '@bela/contracts/chat-export';
import { useId, useState, type MouseEvent } from 'react';
import { sessionUid, useSessionStore } from '../../../lib/session/session-store';
import { useExportConversations } from '../api/export-conversations';
import { useChatUid } from './chat-account';

const formats: Array<{ format: ConversationExportFormat; label: string; hint: string }> = [
  { format: 'markdown', label: 'Markdown', hint: 'A document to read' },
  { format: 'json', label: 'JSON', hint: 'Everything, to keep or re-read' },
];

function useMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return { anchor, open: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget), close: () => setAnchor(null) };
}

/**
 * The chat's menu for the open conversation (the header's "More" button): export it as Markdown or
 * JSON. A spinner replaces the button while the file is made; a failure is said in a snackbar.
 */
export function ConversationMenu({ conversationId }: { conversationId: string }) {
  const menu = useMenu();
  const exporter = useExportConversations(useChatUid());
  const menuId = useId();
  const exporting = exporter.isPending;

  const run = (format: ConversationExportFormat) => {
    menu.close();
    exporter.mutate({ conversationId, format });
  };

  return (
    <>
      <IconButton
        onClick={menu.open}
        disabled={exporting}
        aria-label={exporting ? 'Exporting conversation…' : 'Conversation menu'}
        aria-haspopup="menu"
        aria-controls={menu.anchor ? menuId : undefined}
        aria-expanded={menu.anchor ? true : undefined}
        aria-busy={exporting || undefined}
      >
        {exporting ? <CircularProgress size={20} aria-hidden /> : <MoreVertRounded />}
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={menu.anchor}
        open={menu.anchor !== null}
        onClose={menu.close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {formats.map(({ format, label, hint }) => (
          <MenuItem key={format} onClick={() => run(format)}>
            <FileDownloadOutlined fontSize="small" sx={{ mr: 1.5, color: 'text.secondary' }} aria-hidden />
            <ListItemText primary={`Export conversation as ${label}`} secondary={hint} />
          </MenuItem>
        ))}
      </Menu>
      <Snackbar open={exporter.isError} autoHideDuration={10_000} onClose={() => exporter.reset()} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert severity="error" variant="filled" onClose={() => exporter.reset()} sx={{ width: '100%' }}>
          {exporter.error?.message}
        </Alert>
      </Snackbar>
    </>
  );
}

/**
 * "Export conversations" in Account Information: every conversation of the member, as Markdown or
 * JSON. The button is disabled, with a spinner, while the file is made; a failure shows under it.
 */
export function ExportConversationsButton() {
  const uid = useSessionStore(sessionUid);
  const menu = useMenu();
  const exporter = useExportConversations(uid);
  const menuId = useId();
  const exporting = exporter.isPending;

  const run = (format: ConversationExportFormat) => {
    menu.close();
    exporter.mutate({ format });
  };

  return (
    <Box>
      <Button
        variant="outlined"
        onClick={menu.open}
        disabled={exporting}
        aria-haspopup="menu"
        aria-controls={menu.anchor ? menuId : undefined}
        aria-expanded={menu.anchor ? true : undefined}
        startIcon={exporting ? <CircularProgress size={16} color="inherit" aria-hidden /> : <FileDownloadOutlined />}
      >
        {exporting ? 'Exporting conversations…' : 'Export conversations'}
      </Button>
      <Menu id={menuId} anchorEl={menu.anchor} open={menu.anchor !== null} onClose={menu.close}>
        {formats.map(({ format, label, hint }) => (
          <MenuItem key={format} onClick={() => run(format)}>
            <ListItemText primary={`As ${label}`} secondary={hint} />
          </MenuItem>
        ))}
      </Menu>
      {exporter.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
          {exporter.error.message}
        </Alert>
      )}
    </Box>
  );
}
