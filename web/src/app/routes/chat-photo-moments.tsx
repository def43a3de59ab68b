/**
 * What a click on a photo Bela shared does in the chat (issue 42): a locked one opens the upgrade
 * dialog, an unlocked one the gallery's lightbox (loaded when first opened). The app composes the
 * gallery feature with the chat here, so neither imports the other.
 */
import type { GalleryPhoto, PhotoAttachment } from '@bela/contracts/gallery';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { PhotoMomentProvider, type PhotoMomentActions } from '../../features/chat/components/photo-moment';
import { reportAction } from '../../lib/tracking/report-event';

/** Photos reported as shown in this page's life (a message re-rendered is not shown again). */
const reportedShown = new Set<string>();

const PhotoLightbox = lazy(() => import('../../features/gallery/components/photo-lightbox').then((m) => ({ default: m.PhotoLightbox })));

/** A shared photo as the gallery's lightbox shows it (only ever an unlocked one). */
const asGalleryPhoto = (photo: PhotoAttachment): GalleryPhoto => ({
  id: photo.photoId,
  title: photo.title,
  caption: photo.caption,
  publicThumbnailUrl: photo.thumbnailUrl ?? '',
  ...(photo.originalUrl ? { publicOriginalUrl: photo.originalUrl } : {}),
  locked: photo.locked,
  width: photo.width ?? 0,
  height: photo.height ?? 0,
  createdAt: new Date(0).toISOString(),
});

export function ChatPhotoMoments({ onUpgrade, children }: { onUpgrade: () => void; children: ReactNode }) {
  const [shown, setShown] = useState<PhotoAttachment | null>(null);
  const actions = useMemo<PhotoMomentActions>(
    () => ({
      // Analytics (issue 42): the photo shown under a reply, and a click on a locked one.
      onShown: (photo, messageId) => {
        const key = `${messageId}:${photo.photoId}`;
        if (reportedShown.has(key)) return;
        reportedShown.add(key);
        reportAction({ actionType: 'photo_moment_shown', buttonText: photo.locked ? 'locked' : 'unlocked' });
      },
      onUpgrade: () => {
        reportAction({ actionType: 'photo_moment_upgrade_click', buttonText: 'Click to upgrade' });
        onUpgrade();
      },
      onOpen: setShown,
    }),
    [onUpgrade],
  );
  return (
    <PhotoMomentProvider actions={actions}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <PhotoLightbox photos={[asGalleryPhoto(shown)]} index={0} onNavigate={() => undefined} onClose={() => setShown(null)} />
        </Suspense>
      )}
    </PhotoMomentProvider>
  );
}
