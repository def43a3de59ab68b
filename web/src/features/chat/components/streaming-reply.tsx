import Box from '@mui/material/Box';
import { keyframes, styled } from '@mui/material/styles';
import { useStreamedReply } from './chat-turn-provider';
import { BelaRow, Bubble, Meta } from './message-bubble';

const bounce = keyframes`
  0%, 60%, 100% { transform: translateY(0); opacity: 0.45; }
  30% { transform: translateY(-4px); opacity: 1; }
`;

const blink = keyframes`
  0%, 45% { opacity: 1; }
  50%, 100% { opacity: 0; }
`;

const Dot = styled('span')(({ theme }) => ({
  width: 7,
  height: 7,
  borderRadius: '50%',
  backgroundColor: theme.palette.primary.main,
  display: 'inline-block',
  animation: `${bounce} 1.2s infinite ease-in-out`,
  '&:nth-of-type(2)': { animationDelay: '0.15s' },
  '&:nth-of-type(3)': { animationDelay: '0.3s' },
}));

const Caret = styled('span')(({ theme }) => ({
  display: 'inline-block',
  width: 2,
  height: '1.05em',
  marginLeft: 2,
  verticalAlign: '-0.15em',
  backgroundColor: theme.palette.primary.main,
  animation: `${blink} 1s steps(1) infinite`,
}));

/**
 * Bela's reply while it is written: 'Bela is typing...' until the first token, then the text as it
 * grows. The only component that reads the streamed text.
 */
export function StreamingReply({ onAvatarClick }: { onAvatarClick: () => void }) {
  const reply = useStreamedReply();
  if (!reply) return null;
  if (reply.phase === 'waiting') {
    return (
      <BelaRow onAvatarClick={onAvatarClick}>
        <Bubble tone="bela" data-testid="typing-indicator">
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, height: 20 }} aria-hidden>
            <Dot />
            <Dot />
            <Dot />
          </Box>
        </Bubble>
        <Meta role="status">Bela is typing...</Meta>
      </BelaRow>
    );
  }
  return (
    <BelaRow onAvatarClick={onAvatarClick}>
      <Bubble tone="bela" aria-busy="true" data-testid="message-streaming">
        {reply.text}
        <Caret aria-hidden />
      </Bubble>
      <Meta>Bela is typing...</Meta>
    </BelaRow>
  );
}
