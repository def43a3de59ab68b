/**
 * A photo Bela shared, under her words (issue 42). A member who has not paid sees the blurred
 * variant with the gallery's "Subscription Required / Click to upgrade"; a click opens the upgrade
 * dialog. Unlocked, a click opens it full size. What a click does is the app's (`app/routes/chat.tsx`:
 * the account feature's upgrade dialog, the gallery's lightbox), so the chat imports no other feature.
 */
import LockRounded from '../../../components/icons/material/lock-rounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { PhotoAttachment } from '@bela/contracts/gallery';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

export interface PhotoMomentActions {
  /** The photo was shown under the reply `messageId` (for analytics). */
  onShown?: (photo: PhotoAttachment, messageId: string) => void;
  /** A locked photo was clicked. */
  onUpgrade: (photo: PhotoAttachment) => void;
  /** An unlocked photo was clicked: show it full size. */
  onOpen: (photo: PhotoAttachment) => void;
}

const PhotoMomentContext = createContext<PhotoMomentActions | null>(null);

export function PhotoMomentProvider({ actions, children }: { actions: PhotoMomentActions; children: ReactNode }) {
  return <PhotoMomentContext.Provider value={actions}>{children}</PhotoMomentContext.Provider>;
}

const [LOCKED_TITLE, LOCKED_HINT] = ['Subscription Required', 'Click to upgrade'];

const frameSx = {
  position: 'relative',
  display: 'block',
  width: { xs: 200, sm: 240 },
  aspectRatio: '3 / 2',
  overflow: 'hidden',
  borderRadius: '14px',
  bgcolor: 'rgba(74, 29, 51, 0.08)',
  boxShadow: '0 4px 14px rgba(42, 20, 33, 0.1)',
} as const;

function PhotoImage({ photo }: { photo: PhotoAttachment }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <Box
      component="img"
      src={photo.thumbnailUrl}
      alt=""
      width={photo.width || undefined}
      height={photo.height || undefined}
      decoding="async"
      onLoad={() => setLoaded(true)}
      data-testid="photo-moment-image"
      sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', opacity: loaded ? 1 : 0, transition: 'opacity 240ms ease' }}
    />
  );
}

/** One shared photo: its frame, its title (when it has one) and Bela's caption. */
export function PhotoMoment({ photo, messageId }: { photo: PhotoAttachment; messageId: string }) {
  const actions = useContext(PhotoMomentContext);
  useEffect(() => {
    if (!photo.unavailable) actions?.onShown?.(photo, messageId);
  }, [actions, photo, messageId]);
  if (photo.unavailable || !photo.thumbnailUrl) {
    return (
      <Box data-testid="photo-moment-unavailable" sx={{ mt: 0.75, px: 1.5, py: 1, borderRadius: '12px', bgcolor: 'rgba(74, 29, 51, 0.06)', color: 'text.secondary', fontSize: 14 }}>
        {photo.caption}
      </Box>
    );
  }
  const frame = photo.locked ? (
    <ButtonBase
      onClick={() => actions?.onUpgrade(photo)}
      aria-haspopup="dialog"
      data-testid="photo-moment-locked"
      sx={{ ...frameSx, textAlign: 'center' }}
    >
      <PhotoImage photo={photo} />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 0.25,
          color: '#fff',
          background: 'linear-gradient(180deg, rgba(42, 20, 33, 0.35) 0%, rgba(42, 20, 33, 0.7) 100%)',
        }}
      >
        <LockRounded sx={{ fontSize: 22, mb: 0.25 }} aria-hidden />
        <Typography component="span" sx={{ fontWeight: 700, fontSize: 14, textShadow: '0 1px 3px rgba(0,0,0,0.4)' }}>
          {LOCKED_TITLE}
        </Typography>
        <Typography component="span" sx={{ fontSize: 13, textShadow: '0 1px 3px rgba(0,0,0,0.4)' }}>
          {LOCKED_HINT}
        </Typography>
      </Box>
    </ButtonBase>
  ) : (
    <ButtonBase
      onClick={() => actions?.onOpen(photo)}
      aria-haspopup="dialog"
      aria-label={photo.title ? `View ${photo.title} full size` : 'View the photo full size'}
      data-testid="photo-moment-unlocked"
      sx={frameSx}
    >
      <PhotoImage photo={photo} />
    </ButtonBase>
  );
  return (
    <Box component="figure" data-testid="photo-moment" sx={{ m: 0, mt: 0.75 }}>
      {frame}
      <Box component="figcaption" sx={{ mt: 0.5, maxWidth: { xs: 200, sm: 240 } }}>
        {photo.title && (
          <Typography component="span" sx={{ display: 'block', fontSize: 13, fontWeight: 600 }}>
            {photo.title}
          </Typography>
        )}
        <Typography component="span" sx={{ display: 'block', fontSize: 13, color: 'text.secondary' }}>
          {photo.caption}
        </Typography>
      </Box>
    </Box>
  );
}
