/**
 * The building blocks of the thread: a row (Bela on the left with her avatar, the user on the
 * right), the bubble and its timestamp. They are plain elements with class names, styled once by
 * `ThreadContent` (the thread's container): a row costs no style work of its own, so the newest
 * page of a long conversation renders in a few milliseconds.
 */
import { alpha, styled } from '@mui/material/styles';
import type { HTMLAttributes, ReactNode } from 'react';
import { COMPANION_IMAGE } from '../../../config/app';

export const AVATAR_SIZE = 34;

const PLUM = '#2a1421';
const ROSE = '#b0305a';

export type BubbleTone = 'user' | 'bela' | 'crisis' | 'apology';

const bubbleColours: Record<BubbleTone, { bg: string; color: string; border: string; shadow: string }> = {
  user: { bg: ROSE, color: '#ffffff', border: 'transparent', shadow: `0 2px 8px ${alpha(ROSE, 0.18)}` },
  bela: { bg: '#ffffff', color: PLUM, border: alpha(PLUM, 0.1), shadow: `0 1px 3px ${alpha(PLUM, 0.06)}` },
  crisis: { bg: '#eef5f4', color: '#1f3b3a', border: '#b9d6d2', shadow: `0 1px 3px ${alpha(PLUM, 0.06)}` },
  apology: { bg: '#fff7f4', color: '#5c2a1e', border: '#f1c9bd', shadow: `0 1px 3px ${alpha(PLUM, 0.06)}` },
};

const toneStyles = Object.fromEntries(
  Object.entries(bubbleColours).map(([tone, colours]) => [
    `& .thread-bubble--${tone}`,
    { backgroundColor: colours.bg, color: colours.color, border: `1px solid ${colours.border}`, boxShadow: colours.shadow },
  ]),
);

/** The thread's column of messages, and the styles of every row, bubble and timestamp in it. */
export const ThreadContent = styled('div')(({ theme }) => ({
  maxWidth: 820,
  marginInline: 'auto',
  paddingBlock: theme.spacing(2),
  minHeight: '100%',
  display: 'flex',
  flexDirection: 'column',
  '& .thread-row': {
    display: 'flex',
    alignItems: 'flex-end',
    gap: theme.spacing(1),
    justifyContent: 'flex-start',
    padding: theme.spacing(0.5, 0),
  },
  '& .thread-row--own': { justifyContent: 'flex-end' },
  '& .thread-column': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    minWidth: 0,
    maxWidth: 'min(78%, 640px)',
  },
  '& .thread-column--own': { alignItems: 'flex-end' },
  '& .thread-bubble': {
    position: 'relative',
    padding: theme.spacing(1.25, 1.75),
    borderRadius: 20,
    borderBottomLeftRadius: 6,
    fontSize: '0.975rem',
    lineHeight: 1.5,
    // Keep the user's line breaks; break words longer than the bubble.
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    wordBreak: 'break-word',
    maxWidth: '100%',
  },
  '& .thread-bubble--user': { borderBottomLeftRadius: 20, borderBottomRightRadius: 6 },
  ...toneStyles,
  '& .thread-meta': {
    marginTop: 3,
    padding: theme.spacing(0, 0.75),
    fontSize: 11,
    lineHeight: 1.4,
    // Full text.secondary: at 11 px a faded colour drops below AA contrast.
    color: theme.palette.text.secondary,
    textAlign: 'left',
  },
  '& .thread-meta--own': { textAlign: 'right' },
  // Under a bubble: its time, then its actions (copy; on the latest exchange, edit, regenerate and
  // the arrows between alternatives or versions). Small enough to sit on one line at 360 px.
  // One line, wider than a short bubble if it must: a short (stopped) reply's arrows stay beside
  // its count instead of wrapping under the avatar.
  '& .thread-footer': {
    display: 'flex',
    flexWrap: 'nowrap',
    alignItems: 'center',
    columnGap: 2,
    minHeight: 28,
    width: 'max-content',
    maxWidth: 'calc(100vw - 72px)',
  },
  '& .thread-footer--own': { justifyContent: 'flex-end' },
  '& .thread-footer .thread-meta': { marginTop: 0 },
  '& .thread-action': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 28,
    height: 28,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    background: 'none',
    color: theme.palette.text.secondary,
    cursor: 'pointer',
    '& svg': { width: 16, height: 16, fill: 'currentColor' },
    '&:hover': { backgroundColor: alpha(PLUM, 0.06), color: theme.palette.text.primary },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
    '&:disabled': { cursor: 'default', opacity: 0.38, backgroundColor: 'transparent' },
  },
  // Copy shows on a row's hover or focus where there is a pointer to hover with; always on touch.
  '@media (hover: hover)': {
    '& .thread-action--quiet': { opacity: 0, transition: 'opacity 120ms' },
    '& .thread-row:hover .thread-action--quiet, & .thread-action--quiet:focus-visible, & .thread-action--quiet[data-copied]': { opacity: 1 },
  },
  '& .thread-count': {
    minWidth: 28,
    textAlign: 'center',
    fontSize: 11,
    fontVariantNumeric: 'tabular-nums',
    color: theme.palette.text.secondary,
  },
  '& .thread-note': { fontSize: 11, padding: theme.spacing(0, 0.5), color: theme.palette.text.secondary },
  '& .thread-note--error': { color: theme.palette.error.main },
  '& .thread-avatar': {
    width: AVATAR_SIZE,
    height: AVATAR_SIZE,
    flex: `0 0 ${AVATAR_SIZE}px`,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    overflow: 'hidden',
    marginBottom: 20,
    cursor: 'pointer',
    background: 'none',
    boxShadow: `0 0 0 2px #ffffff, 0 1px 4px ${alpha(PLUM, 0.25)}`,
    '& img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
  '& .thread-day': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1.5),
    marginBlock: theme.spacing(2),
    color: theme.palette.text.secondary,
    fontSize: theme.typography.caption.fontSize,
    lineHeight: theme.typography.caption.lineHeight,
    fontWeight: 600,
    letterSpacing: '0.02em',
    '&::before, &::after': { content: '""', flex: 1, height: 1, backgroundColor: theme.palette.divider },
  },
}));

type DivProps = HTMLAttributes<HTMLDivElement> & { 'data-testid'?: string };

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export function Row({ own, className, ...props }: DivProps & { own?: boolean }) {
  return <div className={classes('thread-row', own && 'thread-row--own', className)} {...props} />;
}

export function Column({ own, className, ...props }: DivProps & { own?: boolean }) {
  return <div className={classes('thread-column', own && 'thread-column--own', className)} {...props} />;
}

export function Bubble({ tone, className, ...props }: DivProps & { tone: BubbleTone }) {
  return <div className={classes('thread-bubble', `thread-bubble--${tone}`, className)} {...props} />;
}

export function Meta({ own, className, ...props }: DivProps & { own?: boolean }) {
  return <div className={classes('thread-meta', own && 'thread-meta--own', className)} {...props} />;
}

/** Bela's avatar beside her messages; clicking it opens the larger image. */
export function BelaAvatarButton({ onClick }: { onClick?: () => void }) {
  return (
    <button type="button" className="thread-avatar" onClick={onClick} aria-label="View Bela's picture">
      <img src={COMPANION_IMAGE} alt="" width={AVATAR_SIZE} height={AVATAR_SIZE} />
    </button>
  );
}

/** Bela's side of the thread: avatar, then the bubble column. */
export function BelaRow({ children, onAvatarClick, label }: { children: ReactNode; onAvatarClick?: () => void; label?: string }) {
  return (
    <Row aria-label={label}>
      <BelaAvatarButton onClick={onAvatarClick} />
      <Column>{children}</Column>
    </Row>
  );
}
