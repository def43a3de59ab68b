/**
 * Under a reply of Bela's, what memory had to do with it: a line per change Bela made after the
 * member's message ("Bela will remember: … · Undo", "Bela updated: …", "Bela forgot: …"), from the
 * stream's `memory` event or, after a reload, the message's `learned`; and "Remembered", which
 * shows the memories the reply was composed with. Plain elements, styled here once: a thread
 * renders them only for the replies memory touched. The chat shows them in the slot under each
 * reply that the app fills with this (`app/routes/chat.tsx`).
 */
import { alpha, styled } from '@mui/material/styles';
import type { MemoryChange, UsedMemory } from '@bela/contracts/memories';
import { useId, useState } from 'react';
import { isServerError } from '../../../lib/api-error';
import { sessionUid, useSessionStore } from '../../../lib/session/session-store';
import { canUndo, useUndoMemoryChange } from '../hooks/use-undo-memory-change';
import { undoKey, useMemoryUndoStore } from '../stores/memory-undo-store';
import { memoryChangeText } from '../utils/memory-change-text';

const UNDO_FAILED = "Couldn't undo. Please try again.";

const Notes = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: theme.spacing(0.25, 0.75, 0.5),
  fontSize: 12,
  lineHeight: 1.45,
  color: theme.palette.text.secondary,
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  '& .reply-memory__undo, & .reply-memory__toggle': {
    padding: 0,
    border: 0,
    background: 'none',
    font: 'inherit',
    fontWeight: 600,
    color: theme.palette.primary.dark,
    cursor: 'pointer',
    textDecoration: 'underline',
    textUnderlineOffset: 2,
    borderRadius: 4,
    '&:hover': { color: theme.palette.primary.main },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
    '&:disabled': { cursor: 'default', opacity: 0.6 },
  },
  '& .reply-memory__toggle': { alignSelf: 'flex-start', textDecoration: 'none' },
  '& .reply-memory__error': { color: theme.palette.error.main, marginLeft: 6 },
  '& .reply-memory__used': {
    margin: 0,
    padding: theme.spacing(0.5, 1, 0.5, 2.5),
    borderLeft: `2px solid ${alpha(theme.palette.primary.main, 0.25)}`,
  },
}));

function ChangeLine({ uid, messageId, change }: { uid: string | null; messageId: string; change: MemoryChange }) {
  const key = undoKey(messageId, change.memoryId, change.op);
  const undone = useMemoryUndoStore((state) => state.undone[key] === true);
  const markUndone = useMemoryUndoStore((state) => state.markUndone);
  const undo = useUndoMemoryChange(uid);
  const textId = useId();
  const run = () => undo.mutate(change, { onSuccess: () => markUndone(key) });
  const failure = undo.isError ? (isServerError(undo.error) && undo.error.message ? undo.error.message : UNDO_FAILED) : null;
  return (
    <div data-testid="memory-change" data-op={change.op}>
      <span id={textId} role={undone ? 'status' : undefined}>
        {memoryChangeText(change, undone)}
      </span>
      {!undone && canUndo(change) && (
        <>
          {' · '}
          <button type="button" className="reply-memory__undo" onClick={run} disabled={undo.isPending} aria-describedby={textId}>
            Undo
          </button>
        </>
      )}
      {failure && (
        <span role="alert" className="reply-memory__error">
          {failure}
        </span>
      )}
    </div>
  );
}

function Remembered({ memories }: { memories: UsedMemory[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <>
      <button
        type="button"
        className="reply-memory__toggle"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((shown) => !shown)}
        data-testid="reply-remembered"
      >
        {`Remembered (${memories.length})`}
        <span aria-hidden>{open ? ' ▴' : ' ▾'}</span>
      </button>
      {open && (
        <ul id={listId} className="reply-memory__used" aria-label="What Bela remembered for this reply">
          {memories.map((memory) => (
            <li key={memory.id}>{memory.text}</li>
          ))}
        </ul>
      )}
    </>
  );
}

export interface ReplyMemoriesProps {
  /** The reply's message. */
  messageId: string;
  /** What Bela's memory did after the member's message. */
  learned?: MemoryChange[];
  /** The memories the reply was composed with. */
  used?: UsedMemory[];
}

/** Nothing for a reply memory did not touch. */
export function ReplyMemories({ messageId, learned = [], used = [] }: ReplyMemoriesProps) {
  const uid = useSessionStore(sessionUid);
  if (learned.length === 0 && used.length === 0) return null;
  return (
    <Notes data-testid="reply-memories">
      {learned.map((change) => (
        <ChangeLine key={`${change.memoryId}/${change.op}`} uid={uid} messageId={messageId} change={change} />
      ))}
      {used.length > 0 && <Remembered memories={used} />}
    </Notes>
  );
}
