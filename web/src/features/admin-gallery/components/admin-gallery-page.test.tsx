/** The admin gallery at /admin/gallery, through the app's route table, against the mock API. */
import { galleryEndpoints, type GalleryCuration, type GalleryPhoto } from '@bela/contracts/gallery';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, callsTo, onApi } from '../../../testing/api-handlers';
import { galleryPhoto, photoPage } from '../../../testing/gallery-fixtures';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { adminInfo, signInAs } from '../../../testing/session';

const PAGE_LOADED = { timeout: 5000 };
const AFTER_RETRY = { timeout: 5000 };

const photo = (id: string, title: string, overrides: Partial<GalleryPhoto> = {}) => galleryPhoto(id, { title, originalName: `${id}.jpg`, ...overrides });

/** The gallery the mock server holds, in the member order, and its curation; the endpoints change them as the server would. */
let gallery: GalleryPhoto[];
let curation: GalleryCuration;

beforeEach(() => {
  gallery = [photo('harbour', 'Harbour at dusk', { caption: 'Boats coming home.' }), photo('hills', 'Hills after rain'), photo('valley', 'Late sun'), photo('meadow', 'Golden meadow')];
  curation = { freePhotoId: 'harbour', teaserIds: ['harbour', 'hills', 'valley'] };
  server.use(
    onApi(galleryEndpoints.photos, () => photoPage(gallery)),
    onApi(galleryEndpoints.getCuration, () => curation),
    onApi(galleryEndpoints.setCuration, ({ body }) => {
      curation = { freePhotoId: body.freePhotoId, teaserIds: body.teaserIds };
      return curation;
    }),
    onApi(galleryEndpoints.updatePhoto, ({ body }) => {
      gallery = gallery.map((p) => (p.id === body.photoId ? { ...p, title: body.title, caption: body.caption || null, shareable: body.shareable ?? p.shareable ?? false, tags: body.tags ?? p.tags ?? [] } : p));
      const saved = gallery.find((p) => p.id === body.photoId)!;
      return { id: body.photoId, title: body.title, caption: body.caption || null, shareable: saved.shareable ?? false, tags: saved.tags ?? [] };
    }),
    onApi(galleryEndpoints.reorder, ({ body }) => {
      const moved = gallery.find((p) => p.id === body.photoId)!;
      gallery = gallery.filter((p) => p.id !== body.photoId);
      gallery.splice(body.position, 0, moved);
      return { id: body.photoId, position: body.position };
    }),
  );
});

async function openPage() {
  signInAs(adminInfo());
  const rendered = renderApp('/admin/gallery');
  await screen.findByRole('heading', { level: 1, name: 'Curate gallery' }, PAGE_LOADED);
  await screen.findByRole('list', { name: 'Gallery photos in member order' }, PAGE_LOADED);
  return rendered;
}

const row = (title: string) => screen.getByRole('listitem', { name: title });
const rowTitles = () => within(screen.getByRole('list', { name: 'Gallery photos in member order' })).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));
/** The POSTs to /images/curation (the GETs share its path). */
const curationSaves = () => callsTo('/images/curation').filter((call) => call.body !== undefined);
const teaserPanel = () => screen.getByRole('region', { name: 'Landing teasers' });

describe('the admin gallery page', () => {
  it('lists the photos in member order with their titles, captions and file names, and the choices', async () => {
    await openPage();
    expect(rowTitles()).toEqual(['Harbour at dusk', 'Hills after rain', 'Late sun', 'Golden meadow']);
    const harbour = row('Harbour at dusk');
    expect(within(harbour).getByLabelText('Title')).toHaveValue('Harbour at dusk');
    expect(within(harbour).getByLabelText('Caption')).toHaveValue('Boats coming home.');
    expect(within(harbour).getByText('File: harbour.jpg')).toBeInTheDocument();
    expect(within(harbour).getByRole('button', { name: 'The free photo' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(row('Hills after rain')).getByRole('button', { name: 'Make free photo' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(harbour).getByRole('button', { name: 'Remove from teasers' })).toBeInTheDocument();
    expect(within(row('Golden meadow')).getByRole('button', { name: 'Use as teaser' })).toBeDisabled();
    expect(within(harbour).getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(within(row('Golden meadow')).getByRole('button', { name: 'Move down' })).toBeDisabled();
    expect(within(teaserPanel()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Harbour at dusk'),
      expect.stringContaining('Hills after rain'),
      expect.stringContaining('Late sun'),
    ]);
  });

  it('saves a new title and caption, with Save or Enter, and says so', async () => {
    const { user } = await openPage();
    const hills = row('Hills after rain');
    const title = within(hills).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Hills after the storm');
    await user.type(within(hills).getByLabelText('Caption'), 'Washed clean.');
    await user.click(within(hills).getByRole('button', { name: 'Save' }));
    expect(await within(hills).findByText('Saved.')).toBeInTheDocument();
    expect(callsTo('/images/update').map((call) => call.body)).toEqual([{ photoId: 'hills', title: 'Hills after the storm', caption: 'Washed clean.', shareable: false, tags: [] }]);
    expect(screen.getByRole('listitem', { name: 'Hills after the storm' })).toBeInTheDocument();

    const meadow = row('Golden meadow');
    await user.type(within(meadow).getByLabelText('Title'), ' at noon{Enter}');
    await waitFor(() => expect(callsTo('/images/update').at(-1)?.body).toEqual({ photoId: 'meadow', title: 'Golden meadow at noon', caption: '', shareable: false, tags: [] }));
  });

  it('lets Bela share a photo in chat (off by default), with up to 8 tags (issue 42)', async () => {
    const { user } = await openPage();
    const hills = row('Hills after rain');
    const share = within(hills).getByRole('checkbox', { name: 'Bela may share this in chat' });
    expect(share).not.toBeChecked();
    await user.click(share);
    for (const tag of ['nature', 'evening']) await user.click(within(hills).getByRole('button', { name: tag }));
    expect(within(hills).getByRole('button', { name: 'nature' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(hills).getByRole('button', { name: 'Save' }));
    expect(await within(hills).findByText('Saved.')).toBeInTheDocument();
    expect(callsTo('/images/update').at(-1)?.body).toEqual({ photoId: 'hills', title: 'Hills after rain', caption: '', shareable: true, tags: ['nature', 'evening'] });
    for (const tag of ['beach', 'city', 'home', 'café', 'travel', 'morning']) await user.click(within(hills).getByRole('button', { name: tag }));
    expect(within(hills).getByRole('button', { name: 'night' })).toBeDisabled();
  });

  it('refuses an empty title without asking the server, and shows a refusal of the server', async () => {
    const { user } = await openPage();
    const hills = row('Hills after rain');
    await user.clear(within(hills).getByLabelText('Title'));
    await user.type(within(hills).getByLabelText('Caption'), 'x');
    await user.click(within(hills).getByRole('button', { name: 'Save' }));
    expect(within(hills).getByText('A title is required.')).toBeInTheDocument();
    expect(callsTo('/images/update')).toHaveLength(0);

    server.use(onApi(galleryEndpoints.updatePhoto, () => apiFailure(404, 'document-not-found', 'Photo not found.')));
    await user.type(within(hills).getByLabelText('Title'), 'Gone');
    await user.click(within(hills).getByRole('button', { name: 'Save' }));
    expect(await within(hills).findByRole('alert')).toHaveTextContent('Could not save: Photo not found.');
  });

  it('makes another photo the free one, keeping the teasers', async () => {
    const { user } = await openPage();
    await user.click(within(row('Late sun')).getByRole('button', { name: 'Make free photo' }));
    expect(await screen.findByText('Free photo saved.')).toBeInTheDocument();
    expect(curationSaves().map((call) => call.body)).toEqual([{ freePhotoId: 'valley', teaserIds: ['harbour', 'hills', 'valley'] }]);
    expect(within(row('Late sun')).getByRole('button', { name: 'The free photo' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(row('Harbour at dusk')).getByRole('button', { name: 'Make free photo' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('chooses and orders the teasers, then saves them in that order', async () => {
    const { user } = await openPage();
    const save = within(teaserPanel()).getByRole('button', { name: 'Save teasers' });
    expect(save).toBeDisabled();
    await user.click(within(row('Harbour at dusk')).getByRole('button', { name: 'Remove from teasers' }));
    expect(within(teaserPanel()).getByRole('button', { name: 'Save teasers' })).toBeDisabled();
    await user.click(within(row('Golden meadow')).getByRole('button', { name: 'Use as teaser' }));
    // Golden meadow joined last: move it to the top with the panel's buttons.
    const items = () => within(teaserPanel()).getAllByRole('listitem');
    await user.click(within(items()[2]!).getByRole('button', { name: 'Move up' }));
    await user.click(within(items()[1]!).getByRole('button', { name: 'Move up' }));
    expect(items().map((item) => item.textContent)).toEqual([expect.stringContaining('Golden meadow'), expect.stringContaining('Hills after rain'), expect.stringContaining('Late sun')]);
    await user.click(within(teaserPanel()).getByRole('button', { name: 'Save teasers' }));
    expect(await within(teaserPanel()).findByText('Teasers saved.')).toBeInTheDocument();
    expect(curationSaves().map((call) => call.body)).toEqual([{ freePhotoId: 'harbour', teaserIds: ['meadow', 'hills', 'valley'] }]);
  });

  it('shows why the teasers were refused', async () => {
    server.use(onApi(galleryEndpoints.setCuration, () => apiFailure(400, 'invalid-argument', 'Choose exactly 3 different teaser photos.')));
    const { user } = await openPage();
    await user.click(within(teaserPanel()).getAllByRole('button', { name: 'Move down' })[0]!);
    await user.click(within(teaserPanel()).getByRole('button', { name: 'Save teasers' }));
    expect(await within(teaserPanel()).findByRole('alert')).toHaveTextContent('Could not save the teasers: Choose exactly 3 different teaser photos.');
  });

  it('moves a photo up and down the member order, keeping the focus on it', async () => {
    const { user } = await openPage();
    await user.click(within(row('Late sun')).getByRole('button', { name: 'Move up' }));
    expect(rowTitles()).toEqual(['Harbour at dusk', 'Late sun', 'Hills after rain', 'Golden meadow']);
    await waitFor(() => expect(within(row('Late sun')).getByRole('button', { name: 'Move up' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowTitles()).toEqual(['Late sun', 'Harbour at dusk', 'Hills after rain', 'Golden meadow']));
    // At the top, the focus goes to Move down.
    await waitFor(() => expect(within(row('Late sun')).getByRole('button', { name: 'Move down' })).toHaveFocus());
    await user.click(within(row('Harbour at dusk')).getByRole('button', { name: 'Move down' }));
    expect(callsTo('/images/reorder').map((call) => call.body)).toEqual([
      { photoId: 'valley', position: 1 },
      { photoId: 'valley', position: 0 },
      { photoId: 'harbour', position: 2 },
    ]);
    await waitFor(() => expect(rowTitles()).toEqual(['Late sun', 'Hills after rain', 'Harbour at dusk', 'Golden meadow']));
  });

  it('moves a photo by keyboard drag: Space picks it up, the arrows move it, Space drops it', async () => {
    // The test DOM lays nothing out: each photo row is given a 100 px high box in list order.
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const item = this.closest('li[aria-label]');
      const index = item ? [...item.parentElement!.children].indexOf(item) : 0;
      return { x: 0, y: index * 100, top: index * 100, left: 0, bottom: index * 100 + 100, right: 300, width: 300, height: 100, toJSON: () => ({}) } as DOMRect;
    });
    try {
      const { user } = await openPage();
      within(row('Golden meadow')).getByRole('button', { name: 'Drag to reorder: Golden meadow' }).focus();
      await user.keyboard(' ');
      // A screen reader hears the photo's title, never its id (issue 42).
      await waitFor(() => expect(document.querySelector('[id^="DndLiveRegion"]')?.textContent).toMatch(/^(Picked up Golden meadow, at|Golden meadow is over) place 4 of 4\.$/));
      await user.keyboard('{ArrowUp}');
      await user.keyboard('{ArrowUp}');
      await user.keyboard(' ');
      await waitFor(() => expect(document.querySelector('[id^="DndLiveRegion"]')?.textContent).toBe('Golden meadow was dropped at place 2 of 4.'));
      await waitFor(() => expect(callsTo('/images/reorder').map((call) => call.body)).toEqual([{ photoId: 'meadow', position: 1 }]));
      await waitFor(() => expect(rowTitles()).toEqual(['Harbour at dusk', 'Golden meadow', 'Hills after rain', 'Late sun']));
    } finally {
      rect.mockRestore();
    }
  });

  it('puts a photo back and says so when the move is refused', async () => {
    server.use(onApi(galleryEndpoints.reorder, () => apiFailure(404, 'document-not-found', 'Photo not found.')));
    const { user } = await openPage();
    await user.click(within(row('Golden meadow')).getByRole('button', { name: 'Move up' }));
    expect(await screen.findByText('Could not move the photo: Photo not found.')).toBeInTheDocument();
    expect(rowTitles()).toEqual(['Harbour at dusk', 'Hills after rain', 'Late sun', 'Golden meadow']);
  });

  it('loads more photos', async () => {
    const many = Array.from({ length: 17 }, (_, i) => photo(`p${i + 1}`, `Photo number ${i + 1}`));
    server.use(onApi(galleryEndpoints.photos, ({ body }) => (body.page === 1 ? photoPage(many.slice(0, 15), { page: 1, totalPages: 2, total: 17 }) : photoPage(many.slice(15), { page: 2, totalPages: 2, total: 17 }))));
    const { user } = await openPage();
    expect(rowTitles()).toHaveLength(15);
    expect(screen.getByText('Showing 15 of 17 photos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('listitem', { name: 'Photo number 17' })).toBeInTheDocument();
    expect(callsTo('/images/photos').map((call) => call.body)).toEqual([
      { page: 1, limit: 15 },
      { page: 2, limit: 12 },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // Seventeen rows, each with the admin's controls and (issue 42) its sharing switch and tags: the
    // role queries over them take happy-dom well over the default 15 s on a busy machine.
  }, 45_000);

  it('says when the gallery is empty, with the way to the upload page', async () => {
    gallery = [];
    curation = { freePhotoId: null, teaserIds: [] };
    signInAs(adminInfo());
    renderApp('/admin/gallery');
    expect(await screen.findByText('No photos yet — upload some first', {}, PAGE_LOADED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the upload page' })).toHaveAttribute('href', '/admin/upload');
  });

  it('says when the gallery cannot be loaded, and Retry loads it', async () => {
    let failing = true;
    server.use(onApi(galleryEndpoints.photos, () => (failing ? apiFailure(500, 'internal', 'Something went wrong.') : photoPage(gallery))));
    signInAs(adminInfo());
    const { user } = renderApp('/admin/gallery');
    expect(await screen.findByText('Could not load the gallery. Please try again.', {}, { timeout: PAGE_LOADED.timeout + AFTER_RETRY.timeout })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Harbour at dusk' })).toBeInTheDocument();
  });
});
