/**
 * What a click on a photo Bela shared does in the chat (issue 42): a locked one opens the upgrade
 * dialog, an unlocked one the gallery's lightbox (loaded when first opened). The app composes the
 * gallery feature with the chat here, so neither imports the other.
 */
import type { GalleryPhoto, PhotoAttachment } from '@bela/contracts/gallery';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { PhotoMomentProvider, type PhotoMomentActions } from '../../features/chat/components/photo-moment';

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
  const actions = useMemo<PhotoMomentActions>(() => ({ onUpgrade, onOpen: setShown }), [onUpgrade]);
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
