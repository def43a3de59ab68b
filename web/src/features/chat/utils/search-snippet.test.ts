import { describe, expect, it } from 'vitest';
import { snippetParts } from './search-snippet';

describe('snippetParts', () => {
  it('splits on the mark tags and unescapes the text, which stays text', () => {
    expect(snippetParts('We met at the <mark>Café</mark> &lt;img src=x onerror=alert(1)&gt; &amp; <mark>O&#39;Brien</mark>!')).toEqual([
      { text: 'We met at the ', marked: false },
      { text: 'Café', marked: true },
      { text: ' <img src=x onerror=alert(1)> & ', marked: false },
      { text: "O'Brien", marked: true },
      { text: '!', marked: false },
    ]);
  });

  it('unescapes each entity once', () => {
    expect(snippetParts('&amp;lt; stays &amp;lt;')).toEqual([{ text: '&lt; stays &lt;', marked: false }]);
  });
});
