/** The component-test set-up itself: a page through the real route table, against the mock API. */
import { galleryEndpoints } from '@bela/contracts/gallery';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, onApi } from './api-handlers';
import { server } from './msw-server';
import { renderApp } from './render';
import { memberInfo, signInAs } from './session';

describe('the component-test set-up', () => {
  it('renders a guarded page for the signed-in member, its requests answered by contract-typed handlers', async () => {
    signInAs(memberInfo());
    server.use(
      onApi(galleryEndpoints.photos, () => ({
        photos: [],
        pagination: { page: 1, totalPages: 0, total: 0, hasMore: false },
      })),
    );
    renderApp('/image-feed-demo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Exclusive Gallery' })).toBeInTheDocument();
    expect(await screen.findByText('No photos yet')).toBeInTheDocument();
    expect(callsTo('/images/photos')).toHaveLength(1);
  });
});
