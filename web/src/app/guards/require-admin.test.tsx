/** The admin pages' guard (SPEC section 6): only the role 'admin' from the server's user info. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render';
import { memberInfo, signInAs } from '../../testing/session';

describe('an admin page opened by a member', () => {
  for (const path of ['/admin/upload', '/admin/analytics']) {
    it(`${path} says Access Denied, names the member, and offers no admin tool`, async () => {
      signInAs(memberInfo({ email: 'member@example.com' }));
      renderApp(path);
      // The page's code (and the guard's) loads lazily: the analytics page's is large.
      expect(await screen.findByRole('heading', { name: 'Access Denied' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.getByText('You need admin privileges to access this page.')).toBeInTheDocument();
      expect(screen.getByText('member@example.com')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
      expect(screen.queryByLabelText('Browse files: choose images to upload')).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Analytics' })).toBeNull();
      // The site's footer, with the minors notice.
      expect(screen.getByRole('contentinfo')).toHaveTextContent('Companion chatbots may not be suitable for some minors.');
    });
  }
});
