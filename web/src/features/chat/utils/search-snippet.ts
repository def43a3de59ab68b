/**
 * A search hit's snippet as parts to render: the server escapes the text and wraps each matched
 * word in `<mark>`…`</mark>`; this splits on those tags and unescapes the text, so the client
 * renders it as React text, never as HTML.
 */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

export function snippetParts(snippet: string): SnippetPart[] {
  return snippet
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('<mark>') && part.endsWith('</mark>')
        ? { text: unescape(part.slice('<mark>'.length, -'</mark>'.length)), marked: true }
        : { text: unescape(part), marked: false },
    );
}
