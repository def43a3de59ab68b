/**
 * /admin/gallery (issue 25): the gallery in the member order, each photo's title and caption, the
 * one free photo for members who have not paid, the three landing teasers in order, and the order
 * itself (drag, or the Move up / Move down buttons). The route guard admits admins only.
 */
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import CloudUploadOutlined from '../../../components/icons/material/cloud-upload-outlined';
import RefreshRounded from '../../../components/icons/material/refresh-rounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AdminNav } from '../../../components/layout/admin-nav';
import { SimplePage } from '../../../components/layout/simple-page';
import { paths } from '../../../config/paths';
import { useCuration, useSaveCuration } from '../../../resources/photos/curation';
import { useReorderPhoto } from '../../../resources/photos/mutations';
import { loadedPhotos, useAdminPhotos } from '../../../resources/photos/queries';
import { moveItem, teasersNeeded, teasersSavable, toggleTeaser } from '../utils/curation-draft';
import { PhotoRow, type MoveDirection } from './photo-row';
import { TeaserPanel } from './teaser-panel';

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Unknown error');

function LoadingRows() {
  return (
    <Box component="ul" aria-label="Loading the gallery" aria-busy sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {Array.from({ length: 3 }, (_, index) => (
        <Box component="li" key={index} sx={{ display: 'flex', gap: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: '14px' }}>
          <Skeleton variant="rounded" width={96} height={96} />
          <Box sx={{ flex: 1 }}>
            <Skeleton height={40} />
            <Skeleton height={40} />
            <Skeleton width="50%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export function AdminGalleryPage() {
  const photosQuery = useAdminPhotos();
  const curationQuery = useCuration();
  const saveCuration = useSaveCuration();
  const reorder = useReorderPhoto();
  const [draftTeasers, setDraftTeasers] = useState<string[] | null>(null);
  /** Which save of the curation the feedback is about. */
  const [curationSave, setCurationSave] = useState<'free' | 'teasers' | null>(null);
  /** A row moved with its buttons takes the focus back once it shows at its new place. */
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; direction: MoveDirection; position: number } | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const photos = loadedPhotos(photosQuery.data);
  const photoIds = useMemo(() => photos.map((photo) => photo.id), [photos]);
  const photosById = useMemo(() => new Map(photos.map((photo) => [photo.id, photo])), [photos]);
  const total = photosQuery.data?.pages[0]?.pagination.total ?? photos.length;
  const saved = curationQuery.data ?? { freePhotoId: null, teaserIds: [] };
  const teaserIds = draftTeasers ?? saved.teaserIds;
  const teasersChanged = draftTeasers !== null && !sameIds(draftTeasers, saved.teaserIds);
  const needed = teasersNeeded(total);
  const clearFocus = useCallback(() => setFocusAfterMove(null), []);

  const makeFree = (photoId: string) => {
    setCurationSave('free');
    saveCuration.mutate({ freePhotoId: photoId, teaserIds: saved.teaserIds });
  };
  const saveTeasers = () => {
    setCurationSave('teasers');
    saveCuration.mutate({ freePhotoId: saved.freePhotoId, teaserIds }, { onSuccess: () => setDraftTeasers(null) });
  };
  const editTeasers = (next: string[]) => {
    setDraftTeasers(next);
    if (curationSave === 'teasers') saveCuration.reset();
  };
  const move = (photoId: string, position: number) => reorder.mutate({ photoId, position }, { onError: () => setFocusAfterMove(null) });
  const moveWithButton = (photoId: string, position: number, direction: MoveDirection) => {
    const target = position + (direction === 'up' ? -1 : 1);
    setFocusAfterMove({ id: photoId, direction, position: target });
    move(photoId, target);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const to = photoIds.indexOf(String(over.id));
    if (to >= 0) move(String(active.id), to);
  };
  // What a screen reader hears while a photo is moved with the keyboard: its title, never its id (issue 42).
  const titleOf = (id: string | number) => photos.find((photo) => photo.id === String(id))?.title || 'the photo';
  const placeOf = (id: string | number) => photoIds.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}, at place ${placeOf(active.id)} of ${photoIds.length}.`,
    onDragOver: ({ active, over }) => (over ? `${titleOf(active.id)} is over place ${placeOf(over.id)} of ${photoIds.length}.` : `${titleOf(active.id)} is no longer over a place.`),
    onDragEnd: ({ active, over }) => (over ? `${titleOf(active.id)} was dropped at place ${placeOf(over.id)} of ${photoIds.length}.` : `${titleOf(active.id)} was dropped.`),
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled; it stays at place ${placeOf(active.id)}.`,
  };

  const failed = (photosQuery.isError && !photosQuery.data) || curationQuery.isError;
  const loading = !failed && (!photosQuery.data || !curationQuery.data);
  const freeFeedback = curationSave === 'free' ? saveCuration : null;
  const teaserFeedback = curationSave === 'teasers' ? saveCuration : null;

  return (
    <SimplePage maxWidth="lg" backTo={paths.adminUpload} backLabel="Back to upload">
      <AdminNav />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: { xs: 2.5, sm: 3 } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 28, sm: 34 } }}>
            Curate gallery
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5, maxWidth: 680 }}>
            Members see the photos in this order, by their titles and captions. Members who have not paid see only the free photo unblurred; the landing page shows the three teasers.
          </Typography>
        </Box>
        <Button component={RouterLink} to={paths.adminUpload} variant="outlined" startIcon={<CloudUploadOutlined />} sx={{ whiteSpace: 'nowrap', alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
          Upload photos
        </Button>
      </Stack>

      {failed && (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              startIcon={<RefreshRounded />}
              onClick={() => {
                void photosQuery.refetch();
                void curationQuery.refetch();
              }}
            >
              Retry
            </Button>
          }
        >
          Could not load the gallery. Please try again.
        </Alert>
      )}
      {loading && <LoadingRows />}
      {!failed && !loading && photos.length === 0 && (
        <Box sx={{ p: 3, textAlign: 'center', border: 1, borderColor: 'divider', borderRadius: '14px', bgcolor: '#fff' }}>
          <Typography sx={{ mb: 1.5 }}>No photos yet — upload some first</Typography>
          <Link component={RouterLink} to={paths.adminUpload}>
            Go to the upload page
          </Link>
        </Box>
      )}
      {!failed && !loading && photos.length > 0 && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' }, gap: { xs: 2.5, md: 3 }, alignItems: 'start' }}>
          <Box sx={{ order: { xs: 2, md: 1 }, minWidth: 0 }}>
            <Box role="status" sx={{ mb: freeFeedback?.isSuccess || freeFeedback?.isError ? 1.5 : 0 }}>
              {freeFeedback?.isSuccess && <Alert severity="success">Free photo saved.</Alert>}
            </Box>
            {freeFeedback?.isError && (
              <Alert severity="error" role="alert" sx={{ mb: 1.5 }}>
                {`Could not change the free photo: ${messageOf(freeFeedback.error)}`}
              </Alert>
            )}
            {reorder.isError && (
              <Alert severity="error" role="alert" sx={{ mb: 1.5 }} onClose={() => reorder.reset()}>
                {`Could not move the photo: ${messageOf(reorder.error)}`}
              </Alert>
            )}
            <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
              <SortableContext items={photoIds} strategy={verticalListSortingStrategy}>
                <Box component="ul" aria-label="Gallery photos in member order" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
                  {photos.map((photo, position) => (
                    <PhotoRow
                      key={photo.id}
                      photo={photo}
                      position={position}
                      total={total}
                      isFree={saved.freePhotoId === photo.id}
                      isTeaser={teaserIds.includes(photo.id)}
                      teasersFull={teaserIds.length >= 3}
                      savingCuration={saveCuration.isPending}
                      onMakeFree={() => makeFree(photo.id)}
                      onToggleTeaser={() => editTeasers(toggleTeaser(teaserIds, photo.id))}
                      onMove={(direction) => moveWithButton(photo.id, position, direction)}
                      focusMove={focusAfterMove?.id === photo.id && focusAfterMove.position === position ? focusAfterMove.direction : null}
                      onFocused={clearFocus}
                    />
                  ))}
                </Box>
              </SortableContext>
            </DndContext>
            <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>{`Showing ${photos.length} of ${total} photos`}</Typography>
              {photosQuery.hasNextPage && (
                <Button variant="outlined" onClick={() => void photosQuery.fetchNextPage()} loading={photosQuery.isFetchingNextPage}>
                  Load more
                </Button>
              )}
              {photosQuery.isFetchNextPageError && <Alert severity="error">Could not load more photos. Try again.</Alert>}
            </Box>
          </Box>
          <Box sx={{ order: { xs: 1, md: 2 }, position: { md: 'sticky' }, top: { md: 16 }, minWidth: 0 }}>
            <TeaserPanel
              teaserIds={teaserIds}
              photosById={photosById}
              needed={needed}
              complete={teasersSavable(teaserIds.length, total)}
              changed={teasersChanged}
              saving={teaserFeedback?.isPending ?? false}
              saved={teaserFeedback?.isSuccess ?? false}
              error={teaserFeedback?.isError ? `Could not save the teasers: ${messageOf(teaserFeedback.error)}` : null}
              onReorder={(from, to) => editTeasers(moveItem(teaserIds, from, to))}
              onRemove={(id) => editTeasers(teaserIds.filter((other) => other !== id))}
              onSave={saveTeasers}
              onUndo={() => editTeasers(saved.teaserIds)}
            />
          </Box>
        </Box>
      )}
    </SimplePage>
  );
}
