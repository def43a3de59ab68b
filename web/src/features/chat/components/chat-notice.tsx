import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { formatWaitDuration } from '../utils/relative-time';
import type { ChatNotice as Notice } from '../utils/turn-reducer';
import { useTurn } from './chat-turn-provider';

export const RATE_LIMITED_TEXT = "You're sending messages a little fast. Please wait a moment.";

/**
 * Seconds left until `retryAt`, ticking each second; null without a time. Counted from `since`
 * (when the refusal came) until the first tick: the clock kept here may be older than the notice.
 */
function useSecondsLeft(retryAt: number | null, since: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (retryAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [retryAt]);
  if (retryAt === null) return null;
  return Math.max(0, Math.ceil((retryAt - Math.max(now, since)) / 1000));
}

function noticeText(notice: Notice, secondsLeft: number | null): string {
  switch (notice.code) {
    case 'rate-limited':
      return secondsLeft ? `${RATE_LIMITED_TEXT} You can send again in ${formatWaitDuration(secondsLeft)}.` : RATE_LIMITED_TEXT;
    case 'daily-limit-reached': {
      const reset =
        notice.retryAt !== null
          ? ` It resets in ${formatWaitDuration(secondsLeft ?? 0)} (at ${new Date(notice.retryAt).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })}).`
          : ' It resets tomorrow.';
      return `You've reached today's message limit.${reset}`;
    }
    default:
      return notice.message;
  }
}

interface ChatNoticeProps {
  isTrialUser: boolean;
  onUpgrade: () => void;
}

/** A refusal of the last message (daily limit, too fast, too long, refused by moderation), above the input. */
export function ChatNotice({ isTrialUser, onUpgrade }: ChatNoticeProps) {
  const { notice, dismissNotice: dismiss } = useTurn();
  const secondsLeft = useSecondsLeft(notice?.code === 'rate-limited' || notice?.code === 'daily-limit-reached' ? notice.retryAt : null, notice?.at ?? 0);

  useEffect(() => {
    // A short wait clears itself once it is over.
    if (notice?.code === 'rate-limited' && secondsLeft === 0) dismiss();
  }, [notice, secondsLeft, dismiss]);

  if (!notice || notice.code === 'email-not-verified' || notice.code === 'trial-expired') return null;
  const daily = notice.code === 'daily-limit-reached';
  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, pt: 1 }}>
      <Alert
        severity={daily || notice.code === 'message-too-long' || notice.code === 'message-refused' ? 'warning' : 'info'}
        onClose={dismiss}
        role="alert"
        sx={{ maxWidth: 820, mx: 'auto' }}
        action={
          daily && isTrialUser ? (
            <Button color="inherit" size="small" onClick={onUpgrade} sx={{ whiteSpace: 'nowrap' }}>
              Upgrade
            </Button>
          ) : undefined
        }
      >
        {noticeText(notice, secondsLeft)}
      </Alert>
    </Box>
  );
}
