/**
 * The building blocks of the thread: a row (Bela on the left with her avatar, the user on the
 * right), the bubble and its timestamp. Styled once at module level, so thousands of rows cost no
 * per-row style work.
 */
import ButtonBase from '@mui/material/ButtonBase';
import { alpha, styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { COMPANION_IMAGE } from '../../../config/app';

export const AVATAR_SIZE = 34;

export const Row = styled('div', { shouldForwardProp: (prop) => prop !== 'own' })<{ own?: boolean }>(({ theme, own }) => ({
  display: 'flex',
  alignItems: 'flex-end',
  gap: theme.spacing(1),
  justifyContent: own ? 'flex-end' : 'flex-start',
  padding: theme.spacing(0.5, 0),
}));

export const Column = styled('div', { shouldForwardProp: (prop) => prop !== 'own' })<{ own?: boolean }>(({ own }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: own ? 'flex-end' : 'flex-start',
  minWidth: 0,
  maxWidth: 'min(78%, 640px)',
}));

export type BubbleTone = 'user' | 'bela' | 'crisis' | 'apology';

const PLUM = '#2a1421';
const ROSE = '#b0305a';

const bubbleColours: Record<BubbleTone, { bg: string; color: string; border: string }> = {
  user: { bg: ROSE, color: '#ffffff', border: 'transparent' },
  bela: { bg: '#ffffff', color: PLUM, border: alpha(PLUM, 0.1) },
  crisis: { bg: '#eef5f4', color: '#1f3b3a', border: '#b9d6d2' },
  apology: { bg: '#fff7f4', color: '#5c2a1e', border: '#f1c9bd' },
};

export const Bubble = styled('div', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: BubbleTone }>(({ theme, tone }) => {
  const colours = bubbleColours[tone];
  const own = tone === 'user';
  return {
    position: 'relative',
    padding: theme.spacing(1.25, 1.75),
    borderRadius: 20,
    borderBottomRightRadius: own ? 6 : 20,
    borderBottomLeftRadius: own ? 20 : 6,
    backgroundColor: colours.bg,
    color: colours.color,
    border: `1px solid ${colours.border}`,
    boxShadow: own ? `0 2px 8px ${alpha(ROSE, 0.18)}` : `0 1px 3px ${alpha(PLUM, 0.06)}`,
    fontSize: '0.975rem',
    lineHeight: 1.5,
    // Keep the user's line breaks; break words longer than the bubble.
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    wordBreak: 'break-word',
    maxWidth: '100%',
  };
});

export const Meta = styled('div', { shouldForwardProp: (prop) => prop !== 'own' })<{ own?: boolean }>(({ theme, own }) => ({
  marginTop: 3,
  padding: theme.spacing(0, 0.75),
  fontSize: 11,
  lineHeight: 1.4,
  // Full text.secondary: at 11 px a faded colour drops below AA contrast.
  color: theme.palette.text.secondary,
  textAlign: own ? 'right' : 'left',
}));

const AvatarButton = styled(ButtonBase)({
  width: AVATAR_SIZE,
  height: AVATAR_SIZE,
  flex: `0 0 ${AVATAR_SIZE}px`,
  borderRadius: '50%',
  overflow: 'hidden',
  marginBottom: 20,
  boxShadow: `0 0 0 2px #ffffff, 0 1px 4px ${alpha(PLUM, 0.25)}`,
  '& img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
});

/** Bela's avatar beside her messages; clicking it opens the larger image. */
export function BelaAvatarButton({ onClick }: { onClick?: () => void }) {
  return (
    <AvatarButton onClick={onClick} aria-label="View Bela's picture" focusRipple>
      <img src={COMPANION_IMAGE} alt="" width={AVATAR_SIZE} height={AVATAR_SIZE} />
    </AvatarButton>
  );
}

/** A spacer the width of the avatar, for rows without one. */
export const AvatarSpacer = styled('div')({ width: AVATAR_SIZE, flex: `0 0 ${AVATAR_SIZE}px` });

/** Bela's side of the thread: avatar, then the bubble column. */
export function BelaRow({ children, onAvatarClick, label }: { children: ReactNode; onAvatarClick?: () => void; label?: string }) {
  return (
    <Row aria-label={label}>
      <BelaAvatarButton onClick={onAvatarClick} />
      <Column>{children}</Column>
    </Row>
  );
}
