/** A photo Bela shared, under her words (issue 42): locked, unlocked, no longer available. */
import type { PhotoAttachment } from '@bela/contracts/gallery';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhotoMoment, PhotoMomentProvider } from './photo-moment';

const base = { type: 'photo', photoId: 'p1', title: 'At the beach', caption: 'Me at the beach this morning.', width: 300, height: 200 } as const;

function show(photo: PhotoAttachment) {
  const actions = { onUpgrade: vi.fn(), onOpen: vi.fn(), onShown: vi.fn() };
  render(
    <PhotoMomentProvider actions={actions}>
      <PhotoMoment photo={photo} messageId="m1" />
    </PhotoMomentProvider>,
  );
  return actions;
}

describe('a shared photo', () => {
  it('locked: the blurred variant with "Subscription Required / Click to upgrade"; a click asks for the upgrade', async () => {
    const actions = show({ ...base, locked: true, thumbnailUrl: '/blobs/photos/p1/blurred.webp' });
    const button = screen.getByRole('button', { name: /^Subscription Required\s*Click to upgrade$/ });
    expect(button).toHaveTextContent('Subscription Required');
    expect(button).toHaveTextContent('Click to upgrade');
    expect(screen.getByTestId('photo-moment-image')).toHaveAttribute('src', '/blobs/photos/p1/blurred.webp');
    expect(screen.getByText('Me at the beach this morning.')).toBeInTheDocument();
    await userEvent.click(button);
    expect(actions.onUpgrade).toHaveBeenCalledTimes(1);
    expect(actions.onOpen).not.toHaveBeenCalled();
    expect(actions.onShown).toHaveBeenCalledWith(expect.objectContaining({ photoId: 'p1' }), 'm1');
  });

  it('unlocked: a click opens it full size; a photo without a title shows no title line', async () => {
    const photo = { ...base, title: '', locked: false, thumbnailUrl: '/t.webp', originalUrl: '/o.webp' };
    const actions = show(photo);
    await userEvent.click(screen.getByRole('button', { name: 'View the photo full size' }));
    expect(actions.onOpen).toHaveBeenCalledWith(photo);
    expect(screen.queryByText('At the beach')).not.toBeInTheDocument();
  });

  it('no longer available: says so, with no image and nothing to click', () => {
    show({ ...base, title: '', caption: 'This photo is no longer available', locked: true, unavailable: true });
    expect(screen.getByText('This photo is no longer available')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
