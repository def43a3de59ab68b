import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { PHOTO_FIRST_PAGE } from '@shared/constants';
import type { GalleryPhoto } from '@shared/contracts/gallery';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { SiteFooter } from '../../../components/layout/site-footer';
import { useSessionStore } from '../../../lib/session/session-store';
import { useGalleryStore } from '../stores/gallery-store';
import { galleryMembership } from '../utils/membership';
import { GalleryHeader } from './gallery-header';
import { GalleryPromoCard } from './gallery-promo-card';
import { GalleryEmpty, GalleryLoadError, GalleryLoginRequired } from './gallery-states';
import { PhotoGrid, PhotoGridSkeleton } from './photo-grid';
import { PhotoLightbox } from './photo-lightbox';
import { ViewMore } from './view-more';

interface GalleryPageProps {
  /** The verify-email banner (the account feature's), shown under the header. */
  banner?: ReactNode;
  /** Opens Upgrade to Premium (the account feature's dialog). */
  onUpgrade: () => void;
}

/** /image-feed-demo: the photo gallery (SPEC section 2, "Photo gallery screen"). */
export function GalleryPage({ banner, onUpgrade }: GalleryPageProps) {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  const membership = useSessionStore((state) => galleryMembership(state.userInfo));
  const gallery = useGalleryStore(
    useShallow(({ photos, status, error, total, hasMore, loadingMore, moreError }) => ({ photos, status, error, total, hasMore, loadingMore, moreError })),
  );
  const { load, loadMore, reset } = useGalleryStore(useShallow(({ load, loadMore, reset }) => ({ load, loadMore, reset })));
  const [viewing, setViewing] = useState<number | null>(null);
  const [focusPhotoId, setFocusPhotoId] = useState<string | null>(null);

  useEffect(() => {
    if (!uid) return;
    void load();
    return reset;
  }, [uid, load, reset]);

  const unlocked = useMemo(() => gallery.photos.filter((photo) => !photo.locked), [gallery.photos]);
  const openPhoto = (photo: GalleryPhoto) => setViewing(unlocked.findIndex((item) => item.id === photo.id));

  const viewMore = async () => {
    const shown = gallery.photos.length;
    await loadMore();
    // Keyboard and screen-reader users continue from the first photo of the new page.
    setFocusPhotoId(useGalleryStore.getState().photos[shown]?.id ?? null);
  };

  let content: ReactNode;
  if (!uid) content = <GalleryLoginRequired />;
  else if (gallery.status === 'error' && gallery.error) content = <GalleryLoadError failure={gallery.error} onRetry={() => void load()} />;
  else if (gallery.status !== 'ready') content = <PhotoGridSkeleton count={PHOTO_FIRST_PAGE} />;
  else if (gallery.photos.length === 0) content = <GalleryEmpty />;
  else {
    content = (
      <>
        <PhotoGrid photos={gallery.photos} onOpenPhoto={openPhoto} onOpenLocked={onUpgrade} focusPhotoId={focusPhotoId} />
        <ViewMore
          shown={gallery.photos.length}
          total={Math.max(gallery.total, gallery.photos.length)}
          hasMore={gallery.hasMore}
          loading={gallery.loadingMore}
          failure={gallery.moreError}
          onLoadMore={() => void viewMore()}
        />
      </>
    );
  }

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <GalleryHeader total={gallery.status === 'ready' ? Math.max(gallery.total, gallery.photos.length) : null} />
      {banner}
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, sm: 3 }, px: { xs: 1.5, sm: 3 } }}>
        <Stack spacing={{ xs: 2, sm: 3 }}>
          {membership && <GalleryPromoCard membership={membership} onUpgrade={onUpgrade} />}
          <Box>{content}</Box>
        </Stack>
      </Container>
      {/* The footer's notices (adults only, SB 243) reach the gallery too. */}
      <SiteFooter />
      <PhotoLightbox photos={unlocked} index={viewing} onNavigate={setViewing} onClose={() => setViewing(null)} />
    </Box>
  );
}
