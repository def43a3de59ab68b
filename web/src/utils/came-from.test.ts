import { describe, expect, it } from 'vitest';
import { cameFrom, cameFromState } from './came-from';

describe('cameFrom', () => {
  it('gives back the address the state names, on the path asked for', () => {
    expect(cameFrom(cameFromState({ pathname: '/chat', search: '?c=abc', hash: '' }), '/chat')).toBe('/chat?c=abc');
    expect(cameFrom({ from: '/chat/?c=abc' }, '/chat')).toBe('/chat/?c=abc');
  });

  it('falls back without a state, on another path, or for anything but an address of the app', () => {
    expect(cameFrom(null, '/chat')).toBe('/chat');
    expect(cameFrom(undefined, '/chat')).toBe('/chat');
    expect(cameFrom({ from: '/gallery' }, '/chat')).toBe('/chat');
    expect(cameFrom({ from: '//evil.example/chat' }, '/chat')).toBe('/chat');
    expect(cameFrom({ from: 'https://evil.example/chat' }, '/chat')).toBe('/chat');
    expect(cameFrom({ from: 42 }, '/chat', '/')).toBe('/');
  });
});
