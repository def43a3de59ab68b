import ErrorOutline from '@mui/icons-material/ErrorOutlineRounded';
import { memo } from 'react';
import type { DisplayMessage } from '../utils/display-message';
import { formatClockTime, formatFullDate } from '../utils/relative-time';
import { BelaRow, Bubble, Column, Meta, Row } from './message-bubble';
import { CrisisSupportLinks } from './crisis-support-links';

interface MessageRowProps {
  message: DisplayMessage;
  onAvatarClick: () => void;
}

function Time({ createdAt, own, note }: { createdAt: string; own?: boolean; note?: string }) {
  const clock = formatClockTime(createdAt);
  return (
    <Meta own={own}>
      <time dateTime={createdAt} title={formatFullDate(createdAt)}>
        {clock}
      </time>
      {note ? ` · ${note}` : null}
    </Meta>
  );
}

/**
 * One message of the thread. Memoised on the message object: appending a message, or a token of
 * the streamed reply, re-renders no existing row.
 */
export const MessageRow = memo(function MessageRow({ message, onAvatarClick }: MessageRowProps) {
  if (message.role === 'user') {
    return (
      <Row own data-testid="message-user">
        <Column own>
          <Bubble tone="user">{message.content}</Bubble>
          <Time createdAt={message.createdAt} own />
        </Column>
      </Row>
    );
  }
  if (message.kind === 'crisis') {
    return (
      <BelaRow onAvatarClick={onAvatarClick}>
        <Bubble tone="crisis" role="note" aria-label="Support resources from Bela" data-testid="message-crisis">
          {message.content}
          <CrisisSupportLinks />
        </Bubble>
        <Time createdAt={message.createdAt} />
      </BelaRow>
    );
  }
  if (message.kind === 'apology') {
    return (
      <BelaRow onAvatarClick={onAvatarClick}>
        <Bubble tone="apology" role="alert" data-testid="message-apology">
          <ErrorOutline sx={{ fontSize: 17, verticalAlign: '-3px', mr: 0.75, color: '#b5533c' }} aria-hidden />
          {message.content}
        </Bubble>
        <Time createdAt={message.createdAt} />
      </BelaRow>
    );
  }
  return (
    <BelaRow onAvatarClick={onAvatarClick}>
      <Bubble tone="bela" data-testid="message-bela">
        {message.content}
      </Bubble>
      <Time createdAt={message.createdAt} note={message.kind === 'stopped' ? 'stopped' : undefined} />
    </BelaRow>
  );
});
