import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { PHOTO_FIRST_PAGE } from '@bela/contracts/constants';
import type { GalleryPhoto } from '@bela/contracts/gallery';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { SiteFooter } from '../../../components/layout/site-footer';
import { useSessionStore } from '../../../lib/session/session-store';
import { useUserInfo } from '../../../lib/session/use-user-info';
import { useMemberPhotos } from '../../../resources/photos/queries';
import { galleryFailure, galleryMessages } from '../utils/gallery-messages';
import { galleryMembership } from '../utils/membership';
import { photosOfPages } from '../utils/photo-paging';
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
  const membership = galleryMembership(useUserInfo().userInfo);
  const { data, error, isError, isFetching, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = useMemberPhotos(uid);
  const [viewing, setViewing] = useState<number | null>(null);
  const [focusPhotoId, setFocusPhotoId] = useState<string | null>(null);

  const photos = useMemo(() => photosOfPages(data?.pages ?? []), [data]);
  const unlocked = useMemo(() => photos.filter((photo) => !photo.locked), [photos]);
  const total = Math.max(data?.pages.at(-1)?.pagination.total ?? 0, photos.length);
  // The lightbox counts every photo it can reach in the whole gallery, not only the pages loaded:
  // a member who sees every photo moves through the gallery's total; anyone with locked photos
  // only through the unlocked ones.
  const viewable = photos.some((photo) => photo.locked) ? unlocked.length : Math.max(total, unlocked.length);
  // A photo the lightbox was asked for on a page not loaded yet, and which request is the latest.
  const [wanted, setWanted] = useState<number | null>(null);
  const lightboxRequest = useRef(0);
  const openPhoto = (photo: GalleryPhoto) => {
    lightboxRequest.current += 1;
    setWanted(null);
    setViewing(unlocked.findIndex((item) => item.id === photo.id));
  };
  const closeLightbox = () => {
    lightboxRequest.current += 1;
    setWanted(null);
    setViewing(null);
  };
  // Moving past the photos loaded loads the next page (the grid shows it too), then that photo.
  const navigate = async (target: number) => {
    const request = ++lightboxRequest.current;
    if (target < unlocked.length) {
      setWanted(null);
      setViewing(target);
      return;
    }
    if (!hasNextPage) return;
    setWanted(target);
    let result = await fetchNextPage({ cancelRefetch: false });
    let reachable = photosOfPages(result.data?.pages ?? []).filter((photo) => !photo.locked);
    while (target >= reachable.length && result.hasNextPage && !result.isFetchNextPageError && request === lightboxRequest.current) {
      result = await fetchNextPage({ cancelRefetch: false });
      reachable = photosOfPages(result.data?.pages ?? []).filter((photo) => !photo.locked);
    }
    if (request !== lightboxRequest.current) return;
    setWanted(null);
    if (target < reachable.length) setViewing(target);
  };

  const viewMore = async () => {
    if (isFetchingNextPage) return;
    const shown = photos.length;
    const next = await fetchNextPage();
    // Keyboard and screen-reader users continue from the first photo of the new page.
    setFocusPhotoId(photosOfPages(next.data?.pages ?? [])[shown]?.id ?? null);
  };

  let content: ReactNode;
  if (!uid) content = <GalleryLoginRequired />;
  else if (data) {
    content =
      photos.length === 0 ? (
        <GalleryEmpty />
      ) : (
        <>
          <PhotoGrid photos={photos} onOpenPhoto={openPhoto} onOpenLocked={onUpgrade} focusPhotoId={focusPhotoId} />
          <ViewMore
            shown={photos.length}
            total={total}
            hasMore={hasNextPage}
            loading={isFetchingNextPage}
            // A new try hides the last failure while it runs.
            failure={isFetchNextPageError && !isFetchingNextPage ? galleryFailure(galleryMessages.loadMoreFailed, error) : null}
            onLoadMore={() => void viewMore()}
          />
        </>
      );
  } else if (isError && !isFetching) {
    content = <GalleryLoadError failure={galleryFailure(galleryMessages.loadFailed, error)} onRetry={() => void refetch()} />;
  } else content = <PhotoGridSkeleton count={PHOTO_FIRST_PAGE} />;

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <GalleryHeader total={data ? total : null} />
      {banner}
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, sm: 3 }, px: { xs: 1.5, sm: 3 } }}>
        <Stack spacing={{ xs: 2, sm: 3 }}>
          {membership && <GalleryPromoCard membership={membership} onUpgrade={onUpgrade} />}
          <Box>{content}</Box>
        </Stack>
      </Container>
      {/* The footer's notices (adults only, SB 243) reach the gallery too. */}
      <SiteFooter />
      <PhotoLightbox
        photos={unlocked}
        count={viewable}
        index={viewing}
        loadingMore={wanted !== null}
        loadMoreFailed={isFetchNextPageError && !isFetchingNextPage && viewing === unlocked.length - 1 && viewable > unlocked.length}
        onNavigate={(target) => void navigate(target)}
        onClose={closeLightbox}
      />
    </Box>
  );
}
