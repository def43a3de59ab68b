import SmartToyOutlined from '../../../components/icons/material/smart-toy-outlined';
import Box from '@mui/material/Box';
import { memo } from 'react';

/**
 * New York's notice that Bela is an AI, not a human: a line of its own in the thread, after the
 * member's message it came with and before Bela's reply. The server decides when (ai-notice.ts);
 * the text is the server's. A note, read in its place by a screen reader; never dismissed.
 */
export const AiNoticeLine = memo(function AiNoticeLine({ text }: { text: string }) {
  return (
    <Box
      role="note"
      aria-label="Notice"
      data-testid="ai-notice"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        maxWidth: 560,
        mx: 'auto',
        my: 1.5,
        px: 2,
        py: 1,
        borderRadius: '12px',
        border: '1px solid #dccfe0',
        bgcolor: '#f6f1f8',
        color: '#3f2a47',
        fontSize: 14,
        lineHeight: 1.45,
        textAlign: 'center',
      }}
    >
      <SmartToyOutlined aria-hidden sx={{ fontSize: 18, flexShrink: 0, color: '#6b4a78' }} />
      <span>{text}</span>
    </Box>
  );
});
