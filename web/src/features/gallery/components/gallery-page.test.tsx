/** The gallery at /image-feed-demo, through the app's route table, against the mock API. */
import { galleryEndpoints, type PhotoPage } from '@bela/contracts/gallery';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiFailure, callsTo, onApi } from '../../../testing/api-handlers';
import { galleryPhoto, galleryPhotos, lockedPhoto, photoPage } from '../../../testing/gallery-fixtures';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { memberInfo, paidMemberInfo, signInAs, signOut } from '../../../testing/session';

/** The API's answer to each page number asked (a page not listed fails the test). */
function answerPages(pages: Record<number, PhotoPage | Response>) {
  server.use(
    onApi(galleryEndpoints.photos, ({ body }) => {
      const answer = pages[body.page];
      if (!answer) throw new Error(`The gallery asked page ${body.page}, which the test does not answer`);
      return answer instanceof Response ? answer.clone() : answer;
    }),
  );
}

/** The page's code loads lazily, the first time in a run slowly. */
const PAGE_LOADED = { timeout: 5000 };
const photoGrid = () => screen.findByRole('list', { name: 'Photos' }, PAGE_LOADED);
const tiles = async () => within(await photoGrid()).getAllByRole('listitem');
/** A failure is retried once (lib/query) before the page shows it, a second later. */
const AFTER_RETRY = { timeout: 5000 };

describe('the gallery page', () => {
  it('shows a trial member the first photo in full and the others locked, each opening Upgrade to Premium', async () => {
    signInAs(memberInfo());
    answerPages({ 1: photoPage([galleryPhoto('first'), lockedPhoto('second'), lockedPhoto('third')]) });
    const { user } = renderApp('/image-feed-demo');

    expect(await screen.findByRole('button', { name: 'View first full size' }, PAGE_LOADED)).toBeInTheDocument();
    const [, second, third] = await tiles();
    for (const tile of [second!, third!]) {
      expect(within(tile).getByText('Subscription Required')).toBeInTheDocument();
      expect(within(tile).getByText('Click to upgrade')).toBeInTheDocument();
      expect(within(tile).queryByRole('button', { name: /full size/ })).not.toBeInTheDocument();
    }
    expect(screen.getAllByText('Subscription Required')).toHaveLength(2);

    await user.click(within(third!).getByRole('button'));
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Premium' })).toBeInTheDocument();
  });

  it('shows a paying member every photo unlocked', async () => {
    signInAs(paidMemberInfo());
    answerPages({ 1: photoPage(galleryPhotos(3)) });
    renderApp('/image-feed-demo');

    for (const name of ['photo-1', 'photo-2', 'photo-3']) {
      expect(await screen.findByRole('button', { name: `View ${name} full size` }, PAGE_LOADED)).toBeInTheDocument();
    }
    expect(screen.queryByText('Subscription Required')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue chatting' })).toBeInTheDocument();
  });

  it('asks 15 photos first, then 12 with View More, appends them, and drops View More after the last page', async () => {
    signInAs(paidMemberInfo());
    answerPages({
      1: photoPage(galleryPhotos(15, 'first'), { page: 1, totalPages: 2, total: 17 }),
      2: photoPage(galleryPhotos(2, 'second'), { page: 2, totalPages: 2, total: 17 }),
    });
    const { user } = renderApp('/image-feed-demo');

    expect(await tiles()).toHaveLength(15);
    expect(screen.getByText('Showing 15 of 17 photos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View More' }));

    expect(await screen.findByRole('button', { name: 'View second-2 full size' }, PAGE_LOADED)).toBeInTheDocument();
    expect(await tiles()).toHaveLength(17);
    expect(screen.getByRole('button', { name: 'View first-1 full size' })).toBeInTheDocument();
    expect(callsTo('/images/photos').map((call) => call.body)).toEqual([
      { page: 1, limit: 15 },
      { page: 2, limit: 12 },
    ]);
    expect(screen.queryByRole('button', { name: 'View More' })).not.toBeInTheDocument();
    expect(screen.getByText("You've seen all 17 photos")).toBeInTheDocument();
  });

  it('keeps the photos shown when View More fails, says so, and a second try appends the page', async () => {
    signInAs(paidMemberInfo());
    let secondPageFails = true;
    server.use(
      onApi(galleryEndpoints.photos, ({ body }) => {
        if (body.page === 1) return photoPage(galleryPhotos(2), { page: 1, totalPages: 2, total: 3 });
        if (secondPageFails) return apiFailure(503, 'unavailable', 'The service is busy.');
        return photoPage([galleryPhoto('late')], { page: 2, totalPages: 2, total: 3 });
      }),
    );
    const { user } = renderApp('/image-feed-demo');

    await user.click(await screen.findByRole('button', { name: 'View More' }, PAGE_LOADED));
    expect(await screen.findByText('Failed to load more photos', {}, AFTER_RETRY)).toBeInTheDocument();
    expect(await tiles()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'View photo-1 full size' })).toBeInTheDocument();

    secondPageFails = false;
    await user.click(screen.getByRole('button', { name: 'View More' }));
    expect(await screen.findByRole('button', { name: 'View late full size' }, PAGE_LOADED)).toBeInTheDocument();
    expect(screen.queryByText('Failed to load more photos')).not.toBeInTheDocument();
  });

  it('says why the first page failed, and Try Again loads it', async () => {
    signInAs(paidMemberInfo());
    let failing = true;
    server.use(
      onApi(galleryEndpoints.photos, () => (failing ? apiFailure(500, 'internal', 'Something went wrong. Please try again.') : photoPage(galleryPhotos(1)))),
    );
    const { user } = renderApp('/image-feed-demo');

    const alert = await screen.findByRole('alert', {}, AFTER_RETRY);
    expect(within(alert).getByRole('heading', { name: 'Failed to load photos. Please try again.' })).toBeInTheDocument();
    expect(within(alert).getByText('Failed to fetch photos: HTTP error! status: 500')).toBeInTheDocument();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'View photo-1 full size' }, PAGE_LOADED)).toBeInTheDocument();
    expect(screen.queryByText('Failed to load photos. Please try again.')).not.toBeInTheDocument();
  });

  it('says so when the gallery has no photos yet, without View More', async () => {
    signInAs(memberInfo());
    answerPages({ 1: photoPage([], { totalPages: 0 }) });
    renderApp('/image-feed-demo');

    expect(await screen.findByRole('heading', { name: 'No photos yet' }, PAGE_LOADED)).toBeInTheDocument();
    expect(screen.getByText('New photos are on their way. Check back soon.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View More' })).not.toBeInTheDocument();
  });

  it('leaves out a photo the server sent without a thumbnail', async () => {
    signInAs(paidMemberInfo());
    answerPages({ 1: photoPage([galleryPhoto('shown'), galleryPhoto('broken', { publicThumbnailUrl: '' })]) });
    renderApp('/image-feed-demo');

    expect(await tiles()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'View broken full size' })).not.toBeInTheDocument();
  });

  it("shows the admin's titles and captions, never a file name", async () => {
    signInAs(memberInfo());
    answerPages({
      1: photoPage([
        galleryPhoto('harbour', { title: 'Harbour at dusk', caption: 'Boats coming home.' }),
        { ...lockedPhoto('hills'), title: 'Hills after rain' },
      ]),
    });
    const { user } = renderApp('/image-feed-demo');

    const tile = await screen.findByRole('button', { name: 'View Harbour at dusk full size' }, PAGE_LOADED);
    expect(within(tile).getByText('Harbour at dusk')).toBeInTheDocument();
    await user.click(tile);
    const lightbox = await screen.findByRole('dialog', { name: 'Harbour at dusk' });
    expect(within(lightbox).getByText('Boats coming home.')).toBeInTheDocument();
    expect(within(lightbox).getByAltText('Harbour at dusk')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\.jpg/);
    expect(document.body.innerHTML).not.toContain('harbour.jpg');
  });

  it('opens a photo full size, moves with the arrow keys and buttons, and closes with Escape', async () => {
    signInAs(paidMemberInfo());
    answerPages({ 1: photoPage(galleryPhotos(3)) });
    const { user } = renderApp('/image-feed-demo');

    await user.click(await screen.findByRole('button', { name: 'View photo-2 full size' }, PAGE_LOADED));
    const lightbox = await screen.findByRole('dialog', { name: 'photo-2' });
    expect(within(lightbox).getByText('Photo 2 of 3')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'photo-3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeDisabled();

    await user.keyboard('{ArrowLeft}');
    await user.click(await screen.findByRole('button', { name: 'Previous photo' }));
    expect(await screen.findByRole('dialog', { name: 'photo-1' })).toBeInTheDocument();
    expect(screen.getByText('Photo 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(await screen.findByRole('dialog', { name: 'photo-2' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('counts the whole gallery in the lightbox and loads the next page when the member reaches the end of those loaded', async () => {
    signInAs(paidMemberInfo());
    answerPages({
      1: photoPage(galleryPhotos(15, 'first'), { page: 1, totalPages: 2, total: 19 }),
      2: photoPage(galleryPhotos(4, 'second'), { page: 2, totalPages: 2, total: 19 }),
    });
    const { user } = renderApp('/image-feed-demo');

    await user.click(await screen.findByRole('button', { name: 'View first-15 full size' }, PAGE_LOADED));
    expect(within(await screen.findByRole('dialog', { name: 'first-15' })).getByText('Photo 15 of 19')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    const next = await screen.findByRole('dialog', { name: 'second-1' }, PAGE_LOADED);
    expect(within(next).getByText('Photo 16 of 19')).toBeInTheDocument();
    expect(callsTo('/images/photos').map((call) => call.body)).toEqual([
      { page: 1, limit: 15 },
      { page: 2, limit: 12 },
    ]);

    await user.keyboard('{End}');
    expect(within(await screen.findByRole('dialog', { name: 'second-4' })).getByText('Photo 19 of 19')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeDisabled();
  });

  it('counts only the photos a trial member can open in the lightbox', async () => {
    signInAs(memberInfo());
    answerPages({ 1: photoPage([galleryPhoto('free'), lockedPhoto('locked-1'), lockedPhoto('locked-2')], { page: 1, totalPages: 2, total: 19 }) });
    const { user } = renderApp('/image-feed-demo');

    await user.click(await screen.findByRole('button', { name: 'View free full size' }, PAGE_LOADED));
    expect(within(await screen.findByRole('dialog', { name: 'free' })).getByText('Photo 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeDisabled();
  });

  it('shows the verify-email banner above the photos to a member whose e-mail is unverified', async () => {
    signInAs(memberInfo({ emailVerified: false }));
    answerPages({ 1: photoPage([galleryPhoto('first')]) });
    renderApp('/image-feed-demo');

    expect(await screen.findByRole('region', { name: 'Verify Your Email' }, PAGE_LOADED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I have verified my email' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'View first full size' }, PAGE_LOADED)).toBeInTheDocument();
  });

  it('shows no verify-email banner to a verified member', async () => {
    signInAs(memberInfo());
    answerPages({ 1: photoPage([galleryPhoto('first')]) });
    renderApp('/image-feed-demo');

    expect(await screen.findByRole('button', { name: 'View first full size' }, PAGE_LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verify Your Email' })).not.toBeInTheDocument();
  });

  it('asks a visitor who is not signed in to log in, and asks the API nothing', async () => {
    signOut();
    renderApp('/image-feed-demo');

    expect(await screen.findByRole('heading', { name: 'Authentication Required' }, PAGE_LOADED)).toBeInTheDocument();
    expect(screen.getByText('Please log in to view photos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(callsTo('/images/photos')).toHaveLength(0);
  });
});
