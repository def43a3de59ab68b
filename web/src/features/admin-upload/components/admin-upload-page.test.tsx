/** The admin upload page at /admin/upload, through the app's route table, against the mock API. */
import { galleryEndpoints, type GalleryPhoto } from '@bela/contracts/gallery';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, callsTo, onApi } from '../../../testing/api-handlers';
import { galleryPhoto, photoPage } from '../../../testing/gallery-fixtures';
import { server } from '../../../testing/msw-server';
import { renderApp, renderWithProviders } from '../../../testing/render';
import { adminInfo, memberInfo, signInAs } from '../../../testing/session';
import { answerUploads, imageFile, imageFiles, refused, storedAs } from '../../../testing/upload-fixtures';
import { useUploadStore } from '../stores/upload-store';
import { AdminUploadPage } from './admin-upload-page';

// The upload's XMLHttpRequest asks Firebase Auth for the ID token itself (lib/firebase), which
// the test session does not start: the signed-in admin's token is given here.
vi.mock('../../../lib/firebase', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/firebase')>()),
  getIdToken: async () => 'test-id-token-admin-1',
}));

/** A photo as an admin is sent it: titled `<id>`, with its file name `<id>.jpg`. */
const adminPhoto = (id: string, overrides: Partial<GalleryPhoto> = {}) => galleryPhoto(id, { originalName: `${id}.jpg`, ...overrides });

/** The page's code loads lazily, the first time in a run slowly. */
const PAGE_LOADED = { timeout: 5000 };

/** The gallery's first page as the recent-uploads list reads it; each call answers the list as it then is. */
function galleryHolds(photos: () => GalleryPhoto[]) {
  server.use(onApi(galleryEndpoints.photos, () => photoPage(photos())));
}

/** The admin upload page for an admin; the picker accepts any file, as 'All files' in a browser's dialog would. */
async function openAsAdmin() {
  signInAs(adminInfo());
  const rendered = renderApp('/admin/upload');
  await screen.findByRole('heading', { level: 1, name: 'Upload Images' }, PAGE_LOADED);
  const user = userEvent.setup({ applyAccept: false });
  const pick = (...files: File[]) => user.upload(screen.getByLabelText('Browse files: choose images to upload'), files);
  return { ...rendered, user, pick };
}

const selectedList = () => within(screen.getByRole('region', { name: /^Selected images/ })).getByRole('list');
const selectedNames = () => within(selectedList()).queryAllByRole('listitem').map((item) => item.textContent ?? '');
const notices = () => screen.getByTestId('selection-notices');
const AFTER_RETRY = { timeout: 5000 };

// The selection outlives the page (an admin who looks at the gallery comes back to it): each test starts empty.
const emptyQueue = useUploadStore.getState();

beforeEach(() => {
  useUploadStore.setState(emptyQueue, true);
  galleryHolds(() => []);
});

describe('the admin upload page', () => {
  it('lists the chosen images, each with a remove button', async () => {
    const { user, pick } = await openAsAdmin();
    await pick(imageFile('beach.jpg'), imageFile('sunset.png'));

    expect(screen.getByRole('heading', { name: /Selected images \(2\/10\)/ })).toBeInTheDocument();
    expect(selectedNames()).toEqual([expect.stringContaining('beach.jpg'), expect.stringContaining('sunset.png')]);
    expect(screen.getByRole('button', { name: 'Upload 2 Image(s)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove beach.jpg' }));
    expect(selectedNames()).toEqual([expect.stringContaining('sunset.png')]);
    expect(screen.getByRole('button', { name: 'Upload 1 Image(s)' })).toBeInTheDocument();
  });

  it('leaves out a file of the wrong type and one over 10 MB, in the words of the specification', async () => {
    const { pick } = await openAsAdmin();
    await pick(imageFile('notes.txt'), imageFile('huge.jpg', { sizeBytes: 10_485_761 }), imageFile('fine.webp'));

    expect(within(notices()).getByText('notes.txt is not a valid image type. Please select JPEG, PNG, WebP, or GIF files.')).toBeInTheDocument();
    expect(within(notices()).getByText('huge.jpg is too large. Please select files under 10MB.')).toBeInTheDocument();
    expect(selectedNames()).toEqual([expect.stringContaining('fine.webp')]);
  });

  it('takes at most 10 photos, saying how many more fit, then that the selection is full', async () => {
    const { pick } = await openAsAdmin();
    await pick(...imageFiles(8, 'first'));
    await pick(...imageFiles(4, 'second'));

    expect(notices()).toHaveTextContent('You can only add 2 more photo(s). Maximum of 10 photos per upload.');
    expect(selectedNames()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Upload 10 Image(s)' })).toBeInTheDocument();

    await pick(imageFile('one-more.jpg'));
    expect(notices()).toHaveTextContent('Maximum of 10 photos can be uploaded at once. Please remove some files first.');
    expect(selectedNames()).toHaveLength(10);
  });

  it('asks for an image when Upload is pressed with none selected, and sends nothing', async () => {
    const received = answerUploads([]);
    const { user, pick } = await openAsAdmin();

    // It looks disabled, yet stays reachable so that pressing it says why nothing happens.
    const upload = screen.getByRole('button', { name: 'Upload 0 Image(s)' });
    expect(upload).toHaveAttribute('aria-disabled', 'true');
    expect(upload).not.toBeDisabled();
    await user.click(upload);
    expect(notices()).toHaveTextContent('Please select at least one image to upload.');
    expect(received).toHaveLength(0);

    await pick(imageFile('a.jpg'));
    expect(screen.getByRole('button', { name: 'Upload 1 Image(s)' })).not.toHaveAttribute('aria-disabled');
  });

  it('sends each image with the admin token, then says the upload is complete and lists the results', async () => {
    const received = answerUploads([storedAs({ originalName: 'a.jpg', id: 'id-a' }), storedAs({ originalName: 'b.png', id: 'id-b' })]);
    const { user, pick } = await openAsAdmin();
    await pick(imageFile('a.jpg'), imageFile('b.png'));

    await user.click(screen.getByRole('button', { name: 'Upload 2 Image(s)' }));
    expect(await screen.findByText('Upload complete! Images have been added to the gallery.')).toBeInTheDocument();
    expect(received).toEqual([
      { imageTypes: ['image/jpeg'], authorization: 'Bearer test-id-token-admin-1', titles: null },
      { imageTypes: ['image/png'], authorization: 'Bearer test-id-token-admin-1', titles: null },
    ]);

    expect(screen.getByText('Uploaded 2 images')).toBeInTheDocument();
    const results = screen.getByRole('list', { name: 'Upload results' });
    expect(screen.getByRole('heading', { name: 'Results: 2 of 2 added' })).toBeInTheDocument();
    expect(within(results).getByText('a.jpg')).toBeInTheDocument();
    expect(within(results).getByText('b.png')).toBeInTheDocument();
    expect(within(results).getAllByText('Added to the gallery')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: /^Selected images/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the image selected for another try", async () => {
    answerUploads([apiFailure(403, 'forbidden', 'Admin access required.'), storedAs({ originalName: 'a.jpg', id: 'id-a' })]);
    const { user, pick } = await openAsAdmin();
    await pick(imageFile('a.jpg'));

    await user.click(screen.getByRole('button', { name: 'Upload 1 Image(s)' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Admin access required.')).toBeInTheDocument();
    expect(alert).toHaveTextContent('The images that were not uploaded are still selected.');
    expect(selectedNames()).toEqual([expect.stringContaining('a.jpg')]);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Upload complete! Images have been added to the gallery.')).toBeInTheDocument();
  });

  it('says when the connection fails during an upload', async () => {
    answerUploads([Response.error()]);
    const { user, pick } = await openAsAdmin();
    await pick(imageFile('a.jpg'));

    await user.click(screen.getByRole('button', { name: 'Upload 1 Image(s)' }));
    expect(await screen.findByText('Network error during upload')).toBeInTheDocument();
  });

  it('lists the images the server refused one by one, with its reasons', async () => {
    answerUploads([storedAs({ originalName: 'good.jpg', id: 'id-good' }), refused('bad.jpg', 'bad.jpg could not be processed. Please try again.')]);
    const { user, pick } = await openAsAdmin();
    await pick(imageFile('good.jpg'), imageFile('bad.jpg', { sizeBytes: 2048 }));

    await user.click(screen.getByRole('button', { name: 'Upload 2 Image(s)' }));
    expect(await screen.findByRole('heading', { name: 'Results: 1 of 2 added' })).toBeInTheDocument();
    const results = screen.getByRole('list', { name: 'Upload results' });
    expect(within(results).getByText('bad.jpg could not be processed. Please try again.')).toBeInTheDocument();
    expect(within(results).getByText('Added to the gallery')).toBeInTheDocument();
    // No full bar claims both images went up.
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Uploaded \d+ image/)).not.toBeInTheDocument();
  });

  it('says so when the server refused every image', async () => {
    answerUploads([refused('bad.gif', 'bad.gif is not a supported image.')]);
    const { user, pick } = await openAsAdmin();
    await pick(imageFile('bad.gif'));

    await user.click(screen.getByRole('button', { name: 'Upload 1 Image(s)' }));
    expect(await screen.findByText('None of the images could be added. See the reasons below.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Results: 0 of 1 added' })).toBeInTheDocument();
    const row = within(screen.getByRole('list', { name: 'Upload results' })).getByRole('listitem');
    expect(row).toHaveTextContent('bad.gifbad.gif is not a supported image.');
    // The refused image is never shown as uploaded: no 'Uploaded 1 image', no 100%.
    expect(screen.queryByText('Uploaded 1 image')).not.toBeInTheDocument();
    expect(screen.queryByText('100%')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument();
    expect(screen.queryByText('Upload complete! Images have been added to the gallery.')).not.toBeInTheDocument();
  });

  it('never says "Upload complete!" when an image was refused (issue 42)', async () => {
    answerUploads([storedAs({ originalName: 'a.jpg', id: 'id-a' }), refused('bad.gif', 'bad.gif is not a supported image.')]);
    const { user, pick } = await openAsAdmin();
    await pick(imageFile('a.jpg'), imageFile('bad.gif'));

    await user.click(screen.getByRole('button', { name: 'Upload 2 Image(s)' }));
    expect(await screen.findByText('1 image was added to the gallery; 1 could not be. See the reasons below.')).toBeInTheDocument();
    expect(screen.queryByText('Upload complete! Images have been added to the gallery.')).not.toBeInTheDocument();
  });

  it("sends each image's title from the form (issue 42)", async () => {
    const received = answerUploads([storedAs({ originalName: 'a.jpg', id: 'id-a' })]);
    const { user, pick } = await openAsAdmin();
    await pick(imageFile('a.jpg'));
    await user.type(screen.getByRole('textbox', { name: 'Title for a.jpg' }), 'Morning light');
    await user.click(screen.getByRole('button', { name: 'Upload 1 Image(s)' }));
    expect(await screen.findByText('Upload complete! Images have been added to the gallery.')).toBeInTheDocument();
    expect(received.map((request) => request.titles)).toEqual([JSON.stringify(['Morning light'])]);
  });

  it('reloads the recent uploads after an upload', async () => {
    let gallery = [adminPhoto('older')];
    galleryHolds(() => gallery);
    answerUploads([storedAs({ originalName: 'fresh.jpg', id: 'fresh' })]);
    const { user, pick } = await openAsAdmin();
    const recent = await screen.findByRole('list', { name: 'Recent uploads' });
    expect(within(recent).getByText('older.jpg')).toBeInTheDocument();

    gallery = [adminPhoto('fresh'), adminPhoto('older')];
    await pick(imageFile('fresh.jpg'));
    await user.click(screen.getByRole('button', { name: 'Upload 1 Image(s)' }));

    expect(await within(recent).findByText('fresh.jpg')).toBeInTheDocument();
    expect(screen.getByText('2 in the gallery')).toBeInTheDocument();
    expect(callsTo('/images/photos')).toHaveLength(2);
  });

  it('lists each recent upload by its title, the file name beside it, and links to the curation page', async () => {
    galleryHolds(() => [adminPhoto('harbour', { title: 'Harbour at dusk', originalName: 'evening-01.jpg' })]);
    await openAsAdmin();
    const recent = await screen.findByRole('list', { name: 'Recent uploads' });
    const [row] = within(recent).getAllByRole('listitem');
    expect(within(row!).getByText('Harbour at dusk')).toBeInTheDocument();
    expect(within(row!).getByText('evening-01.jpg')).toBeInTheDocument();
    expect(within(row!).getByRole('button', { name: 'Delete Harbour at dusk (evening-01.jpg)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Curate gallery' })).toHaveAttribute('href', '/admin/gallery');
  });

  it('deletes a recent photo only once confirmed, and takes it off the list', async () => {
    let gallery = [adminPhoto('keep'), adminPhoto('drop')];
    galleryHolds(() => gallery);
    server.use(
      onApi(galleryEndpoints.deletePhoto, ({ body }) => {
        gallery = gallery.filter((photo) => photo.id !== body.photoId);
        return { deleted: true as const };
      }),
    );
    const { user } = await openAsAdmin();
    const recent = await screen.findByRole('list', { name: 'Recent uploads' });

    await user.click(within(recent).getByRole('button', { name: 'Delete drop (drop.jpg)' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    expect(within(dialog).getByText('drop.jpg')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('/images/delete')).toHaveLength(0);

    await user.click(within(recent).getByRole('button', { name: 'Delete drop (drop.jpg)' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('/images/delete').map((call) => call.body)).toEqual([{ photoId: 'drop' }]);
    expect(within(recent).queryByText('drop.jpg')).not.toBeInTheDocument();
    expect(within(recent).getByText('keep.jpg')).toBeInTheDocument();
    expect(await screen.findByText('1 in the gallery')).toBeInTheDocument();
  });

  it('keeps the photo and says why when the deletion fails', async () => {
    galleryHolds(() => [adminPhoto('stuck')]);
    server.use(onApi(galleryEndpoints.deletePhoto, () => apiFailure(404, 'not-found', 'Photo not found.')));
    const { user } = await openAsAdmin();

    await user.click(await screen.findByRole('button', { name: 'Delete stuck (stuck.jpg)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete photo: Photo not found.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('list', { name: 'Recent uploads' })).getByText('stuck.jpg')).toBeInTheDocument();
  });

  it('says when the recent uploads cannot be loaded, and Retry loads them', async () => {
    let failing = true;
    server.use(onApi(galleryEndpoints.photos, () => (failing ? apiFailure(500, 'internal', 'Something went wrong.') : photoPage([adminPhoto('back')]))));
    const { user } = await openAsAdmin();

    expect(await screen.findByText('Failed to load recent uploads.', {}, AFTER_RETRY)).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('back.jpg')).toBeInTheDocument();
  });

  it('turns away a member who is not an admin', async () => {
    signInAs(memberInfo());
    renderApp('/admin/upload');

    expect(await screen.findByRole('heading', { name: 'Access Denied' }, PAGE_LOADED)).toBeInTheDocument();
    expect(screen.getByText('You need admin privileges to access this page.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Browse files: choose images to upload')).not.toBeInTheDocument();
    expect(callsTo('/images/photos')).toHaveLength(0);
  });

  it('checks the role itself too, naming the account signed in', async () => {
    signInAs(memberInfo());
    renderWithProviders(<AdminUploadPage />, { route: '/admin/upload' });

    expect(await screen.findByRole('heading', { name: 'Access Denied' }, PAGE_LOADED)).toBeInTheDocument();
    expect(screen.getByText('Signed in as ana@example.com (role: user)')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Upload Images' })).not.toBeInTheDocument();
  });
});
