import { describe, expect, it } from 'vitest';
import { routeTitle } from './route-titles';

describe('routeTitle', () => {
  it('names each page', () => {
    expect(routeTitle('/chat')).toBe('Chat · Bela');
    expect(routeTitle('/admin/analytics/')).toBe('Analytics · Bela');
    expect(routeTitle('/')).toBe('Bela · Your AI companion');
    expect(new Set(['/signup', '/terms', '/privacy', '/image-feed-demo'].map(routeTitle)).size).toBe(4);
  });

  it('calls an unknown path what it is', () => {
    expect(routeTitle('/no/such/page')).toBe('Page not found · Bela');
  });
});
