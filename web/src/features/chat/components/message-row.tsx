import ErrorOutline from '../../../components/icons/material/error-outline-rounded';
import Box from '@mui/material/Box';
import { memo, useState, type ReactNode } from 'react';
import { isLocal, type DisplayMessage } from '../utils/display-message';
import { formatClockTime, formatFullDate } from '../utils/relative-time';
import { useTurn } from './chat-turn-provider';
import { CrisisSupportLinks } from './crisis-support-links';
import { EditMessageForm } from './edit-message-form';
import { BelaRow, Bubble, Column, Meta, Row } from './message-bubble';
import { CopyButton, ReplyControls, VersionControls } from './reply-controls';
import { ReplyMemoriesSlot } from './reply-memories-slot';
import { PhotoMoment } from './photo-moment';
import { ReplyVoiceSlot } from './voice-slots';

/** Above a message Bela wrote first, at the member's invitation (issue 44). */
function CheckInNote() {
  return (
    <Box component="p" data-testid="check-in-note" sx={{ m: 0, mb: 0.5, fontSize: 12, fontWeight: 600, color: 'text.secondary' }}>
      Bela checked in
    </Box>
  );
}

interface MessageRowProps {
  message: DisplayMessage;
  onAvatarClick: () => void;
  /**
   * The message belongs to the latest exchange, which can be changed now (no turn runs): Bela's
   * reply gets Regenerate and its alternatives, the member's message Edit and its versions.
   */
  latest?: boolean;
}

/** Under a bubble: its time, then its actions. */
function Footer({ own, children }: { own?: boolean; children: ReactNode }) {
  return <div className={own ? 'thread-footer thread-footer--own' : 'thread-footer'}>{children}</div>;
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

/** The edit form of the member's latest message; saving runs the edit turn, a refusal reopens it. */
function EditingMessage({ message, draft, onClose }: { message: DisplayMessage; draft: string; onClose: (reopenWith: string | null) => void }) {
  const { edit, focus } = useTurn();
  // Closing the form gives the focus back to Edit (to Stop while Bela answers the edit).
  const close = () => {
    focus.returnFocus({ labels: ['Edit message'] });
    onClose(null);
  };
  const save = async (content: string) => {
    close();
    const outcome = await edit(message, content);
    // Refused before anything was stored: the text comes back into the form.
    if (outcome.status === 'refused') onClose(content);
  };
  return <EditMessageForm original={message.content} initial={draft} onSave={(content) => void save(content)} onCancel={close} />;
}

/** The member's message; the latest one can be edited in place (its draft kept here). */
function UserMessage({ message, latest }: { message: DisplayMessage; latest: boolean }) {
  const [draft, setDraft] = useState<string | null>(null);
  const editable = latest && !isLocal(message);
  const editing = editable && draft !== null;
  return (
    <Row own data-testid="message-user">
      <Column own style={editing ? { width: '100%', maxWidth: 'min(100%, 560px)' } : undefined}>
        {editing ? (
          <EditingMessage message={message} draft={draft} onClose={setDraft} />
        ) : (
          <Bubble tone="user">{message.content}</Bubble>
        )}
        <Footer own>
          <Time createdAt={message.createdAt} own />
          <CopyButton text={message.content} />
          {editable && !editing && <VersionControls message={message} onEdit={() => setDraft(message.content)} />}
        </Footer>
      </Column>
    </Row>
  );
}

/**
 * One message of the thread. Memoised on the message object: appending a message, or a token of
 * the streamed reply, re-renders no existing row.
 */
export const MessageRow = memo(function MessageRow({ message, onAvatarClick, latest = false }: MessageRowProps) {
  if (message.role === 'user') return <UserMessage message={message} latest={latest} />;
  if (message.kind === 'crisis') {
    return (
      <BelaRow onAvatarClick={onAvatarClick}>
        <Bubble tone="crisis" role="note" aria-label="Support resources from Bela" data-testid="message-crisis">
          {message.content}
          <CrisisSupportLinks />
        </Bubble>
        <Footer>
          <Time createdAt={message.createdAt} />
          <CopyButton text={message.content} />
          <ReplyVoiceSlot message={message} latest={latest} />
          {latest && <ReplyControls message={message} />}
        </Footer>
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
      {message.checkIn && <CheckInNote />}
      <Bubble tone="bela" data-testid="message-bela">
        {message.content}
      </Bubble>
      {message.attachments?.map((photo) => <PhotoMoment key={photo.photoId} photo={photo} messageId={message.id} />)}
      <Footer>
        <Time createdAt={message.createdAt} note={message.kind === 'stopped' ? 'Stopped' : undefined} />
        <CopyButton text={message.content} />
        <ReplyVoiceSlot message={message} latest={latest} />
        {/* A check-in answers no message of the member's: nothing to try again. */}
        {latest && !message.checkIn && <ReplyControls message={message} />}
      </Footer>
      {(message.learned || message.memories) && <ReplyMemoriesSlot message={message} />}
    </BelaRow>
  );
});
