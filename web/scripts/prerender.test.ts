import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the build, without types
import { fillShell, inlineStylesheets } from './prerender.mjs';

const shell = [
  '<!doctype html><html><head><title>Bela - Your AI Companion</title>',
  '<script type="module" src="/assets/index.js"></script><meta name="bela:app-modules" content="/assets/boot.js /assets/mui.js"></head>',
  '<body><div id="root"></div></body></html>',
].join('');

describe('fillShell', () => {
  const page = {
    title: 'Terms & more · Bela',
    html: [
      '<style data-emotion="css a1">.css-a1{color:red}</style><main class="css-a1">',
      '<form><input name="email" type="email"/><input type="password" name="password"/><textarea name="message"></textarea></form>',
      '<style data-emotion="css-global b2">body{margin:0}</style></main>',
    ].join(''),
  };
  const filled = fillShell(shell, page) as string;

  it('puts the markup into #root and every style of the page into the head', () => {
    const head = filled.slice(0, filled.indexOf('</head>'));
    expect(head).toContain('<style data-emotion="css a1">.css-a1{color:red}</style>');
    expect(head).toContain('<style data-emotion="css-global b2">body{margin:0}</style>');
    expect(filled).toContain('<div id="root"><main class="css-a1"><form>');
    expect(filled.slice(filled.indexOf('<body>'))).not.toContain('<style');
  });

  it("drops the app's module list: a prerendered page asks for the app only once it has painted", () => {
    expect(shell).toContain('bela:app-modules');
    expect(filled).not.toContain('bela:app-modules');
    expect(filled).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('gives the page its own title, escaped', () => {
    expect(filled).toContain('<title>Terms &amp; more · Bela</title>');
    expect(filled).not.toContain('Bela - Your AI Companion');
  });

  it('leaves no field name, so a form sent before the app loads carries no field (no password in an address)', () => {
    expect(filled).toContain('<input type="email"/>');
    expect(filled).toContain('<input type="password"/>');
    expect(filled).toContain('<textarea></textarea>');
    expect(filled).not.toMatch(/\sname="/);
  });

  it('refuses a shell without an empty root', () => {
    expect(() => fillShell('<html><head></head><body><div id="app"></div></body></html>', page)).toThrow(/root/);
  });
});

describe('inlineStylesheets', () => {
  const withLink = '<head><link rel="stylesheet" crossorigin href="/assets/style-x1.css"><title>t</title></head>';

  it('puts each linked stylesheet into the head as a style element', () => {
    const read = (href: string) => (href === '/assets/style-x1.css' ? 'body{margin:0}\n' : '');
    expect(inlineStylesheets(withLink, read)).toBe('<head><style>body{margin:0}</style><title>t</title></head>');
  });

  it('refuses a sheet that would end the style element early', () => {
    expect(() => inlineStylesheets(withLink, () => 'a::after{content:"</style>"}')).toThrow(/cannot be inlined/);
  });
});
