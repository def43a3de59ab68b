/**
 * The actions under a message: Copy on every one; on the latest exchange, Regenerate and the arrows
 * between Bela's alternatives (`2/3`), Edit and the arrows between the member's versions. They are
 * plain buttons styled once by the thread (`.thread-action` in `message-bubble.tsx`), with inline
 * icons: a long thread's rows stay cheap to render.
 */
import { useEffect, useState } from 'react';
import { canStepReply, choiceStep, type ChoiceNoun } from '../turn/turn-specs';
import type { DisplayMessage } from '../utils/display-message';
import { useTurn } from './chat-turn-provider';

/** Material icons' paths (24 × 24). */
const ICONS = {
  copy: 'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12V1zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2zm0 16H8V7h11v14z',
  check: 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z',
  regenerate:
    'M17.65 6.35C16.2 4.9 14.21 4 12 4c-4.42 0-7.99 3.58-7.99 8s3.57 8 7.99 8c3.73 0 6.84-2.55 7.73-6h-2.08c-.82 2.33-3.04 4-5.65 4-3.31 0-6-2.69-6-6s2.69-6 6-6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35z',
  edit: 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z',
  previous: 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z',
  next: 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d={ICONS[name]} />
    </svg>
  );
}

interface ActionProps {
  label: string;
  icon: keyof typeof ICONS;
  onClick: () => void;
  disabled?: boolean;
  /**
   * Busy for a moment (a choice being made): marked disabled and deaf to presses, but not
   * `disabled`, which would drop a keyboard member's focus to the page.
   */
  busy?: boolean;
  quiet?: boolean;
}

export function ActionButton({ label, icon, onClick, disabled, busy, quiet }: ActionProps) {
  return (
    <button
      type="button"
      className={quiet ? 'thread-action thread-action--quiet' : 'thread-action'}
      aria-label={label}
      title={label}
      onClick={busy ? undefined : onClick}
      disabled={disabled}
      aria-disabled={busy || undefined}
    >
      <Icon name={icon} />
    </button>
  );
}

const COPIED_MS = 2_000;

/** Copies a message's text; "Copied" shows for a moment (or why it could not). */
export function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setCopied('failed');
      return;
    }
    clipboard.writeText(text).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  };
  return (
    <>
      <button
        type="button"
        className="thread-action thread-action--quiet"
        aria-label="Copy message"
        title="Copy message"
        onClick={copy}
        data-copied={copied ? '' : undefined}
      >
        <Icon name={copied === 'copied' ? 'check' : 'copy'} />
      </button>
      <span role="status" className={copied === 'failed' ? 'thread-note thread-note--error' : 'thread-note'}>
        {copied === 'copied' ? 'Copied' : copied === 'failed' ? "Couldn't copy" : null}
      </span>
    </>
  );
}

interface StepperProps {
  /** 'reply' (Bela's alternatives) or 'version' (the member's versions): the buttons' names. */
  noun: 'reply' | 'version';
  index: number;
  count: number;
  disabled: boolean;
  onStep: (index: number) => void;
}

/** ← 2/3 →: the previous and next alternative (or version), disabled at the ends. */
function Stepper({ noun, index, count, disabled, onStep }: StepperProps) {
  const { focus } = useTurn();
  const previous = `Previous ${noun}`;
  const next = `Next ${noun}`;
  // The arrow pressed keeps the focus; at the first (or last) one, the other arrow takes it.
  const step = (to: number, pressed: string, other: string) => {
    focus.returnFocus({ labels: [pressed, other] });
    onStep(to);
  };
  return (
    <>
      <ActionButton label={previous} icon="previous" busy={disabled} disabled={index <= 0} onClick={() => step(index - 1, previous, next)} />
      <span className="thread-count" aria-live="polite" title={`${noun === 'reply' ? 'Reply' : 'Version'} ${index + 1} of ${count}`}>
        {index + 1}/{count}
      </span>
      <ActionButton label={next} icon="next" busy={disabled} disabled={index >= count - 1} onClick={() => step(index + 1, next, previous)} />
    </>
  );
}

/**
 * A choice of this message's alternatives (or versions), made here or by the composer's keys: the
 * one kept by the turn provider, busy while it is under way, and what it says when it failed.
 */
function useChoiceOf(message: DisplayMessage, noun: ChoiceNoun) {
  const { choose, choosing, failed } = useTurn();
  const mine = (choice: { messageId: string; noun: ChoiceNoun } | null) => choice !== null && choice.messageId === message.id && choice.noun === noun;
  return {
    choose: (index: number) => void choose(message, noun, index),
    pending: mine(choosing),
    error: mine(failed) ? (failed?.error ?? null) : null,
  };
}

function ChoiceError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <span role="alert" className="thread-note thread-note--error">
      {error}
    </span>
  );
}

/**
 * Under Bela's latest reply: Regenerate, and when she has written it more than once, the arrows
 * between the alternatives (the Left/Right keys of an empty composer do the same, through the turn
 * provider).
 */
export function ReplyControls({ message }: { message: DisplayMessage }) {
  const { regenerate, focus } = useTurn();
  const { choose, pending, error } = useChoiceOf(message, 'reply');
  const { index, count } = choiceStep(message, 'reply');

  return (
    <>
      <ActionButton
        label="Regenerate reply"
        icon="regenerate"
        busy={pending}
        onClick={() => {
          // Stop has the focus while Bela writes, then the new reply's Regenerate.
          focus.returnFocus({ labels: ['Regenerate reply'] });
          void regenerate(message);
        }}
      />
      {canStepReply(message) && <Stepper noun="reply" index={index} count={count} disabled={pending} onStep={choose} />}
      <ChoiceError error={error} />
    </>
  );
}

/** Under the member's latest message: Edit, and when it was edited, the arrows between its versions. */
export function VersionControls({ message, onEdit }: { message: DisplayMessage; onEdit: () => void }) {
  const { choose, pending, error } = useChoiceOf(message, 'version');
  const { index, count } = choiceStep(message, 'version');
  return (
    <>
      <ActionButton label="Edit message" icon="edit" busy={pending} onClick={onEdit} />
      {count >= 2 && <Stepper noun="version" index={index} count={count} disabled={pending} onStep={choose} />}
      <ChoiceError error={error} />
    </>
  );
}
