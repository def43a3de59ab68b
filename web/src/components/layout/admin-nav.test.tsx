import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { AdminNav } from './admin-nav';

describe('AdminNav', () => {
  it('links every admin page and marks the current one', () => {
    renderWithProviders(<AdminNav />, { route: '/admin/members', path: '/admin/members' });
    const nav = screen.getByRole('navigation', { name: 'Admin pages' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Upload', '/admin/upload'],
      ['Gallery', '/admin/gallery'],
      ['Members', '/admin/members'],
      ['Analytics', '/admin/analytics'],
    ]);
    expect(screen.getByRole('link', { name: 'Members' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Upload' })).not.toHaveAttribute('aria-current');
  });
});
