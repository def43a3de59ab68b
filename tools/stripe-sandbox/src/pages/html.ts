/**
 * HTML for the hosted pages. The `html` template tag escapes every interpolated value unless it
 * is itself `html` output, so echoing user input (names, e-mails, URLs, form values) is safe by
 * construction. Pages are self-contained: inline styles, no scripts, no external assets.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1]!;
  });
  return new SafeHtml(out);
}

const STYLES = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f6f7f9; color: #1a1f36; line-height: 1.5; }
  main { max-width: 56rem; margin: 0 auto; padding: 2rem 1.25rem; display: grid; gap: 2rem; }
  @media (min-width: 48rem) { main.columns { grid-template-columns: 1fr 1fr; } }
  section { background: #fff; border: 1px solid #d5dbe1; border-radius: 0.5rem; padding: 1.5rem; }
  h1 { font-size: 1.5rem; margin: 0.5rem 0; } h2 { font-size: 1.15rem; margin: 0 0 1rem; }
  .badge { display: inline-block; background: #ffde92; color: #5c3b00; border-radius: 0.25rem;
           padding: 0 0.5rem; font-size: 0.8rem; font-weight: 600; text-transform: uppercase; margin: 0; }
  .price { font-size: 2rem; font-weight: 700; margin: 0.25rem 0; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: 0.6rem 0.75rem;
          border: 1px solid #8792a2; border-radius: 0.375rem; }
  input[aria-invalid="true"] { border-color: #c0123c; }
  :focus-visible { outline: 3px solid #0055d4; outline-offset: 2px; }
  button { font: inherit; font-weight: 600; padding: 0.7rem 1.25rem; border-radius: 0.375rem; cursor: pointer;
           border: 1px solid #0a2540; background: #0a2540; color: #fff; }
  button.secondary { background: #fff; color: #0a2540; }
  form.pay button { width: 100%; margin-top: 1.5rem; }
  .alert { border: 1px solid #c0123c; background: #fff0f3; color: #8a0c2b; padding: 0.75rem; border-radius: 0.375rem; }
  .notice { border: 1px solid #1b7f4b; background: #effaf3; color: #11532f; padding: 0.75rem; border-radius: 0.375rem; }
  .muted { color: #4f566b; font-size: 0.9rem; }
  table { width: 100%; border-collapse: collapse; } th, td { text-align: left; padding: 0.4rem 0; border-bottom: 1px solid #e3e8ee; }
  a { color: #0055d4; }
`;

export function renderPage(title: string, body: SafeHtml, layout: 'columns' | 'single' = 'single'): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${new SafeHtml(STYLES)}</style>
</head>
<body>
<main class="${layout}">
${body}
</main>
</body>
</html>
`.value;
}

/** A page with just a heading, a message and optionally a link (not found, expired, forbidden…). */
export function messagePage(title: string, message: string, link?: { href: string; text: string }): string {
  return renderPage(
    title,
    html`<section><h1>${title}</h1><p>${message}</p>${link ? html`<p><a href="${link.href}">${link.text}</a></p>` : ''}</section>`,
  );
}
