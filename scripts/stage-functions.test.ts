/** The deployed functions carry the contracts package inside them, as Cloud Functions requires. */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stagedPackageJson, stageFunctions } from './stage-functions.mjs';

function fakeRepo(): string {
  const repo = mkdtempSync(path.join(tmpdir(), 'bela-stage-'));
  const put = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
  };
  put('functions/package.json', JSON.stringify({
    name: 'functions', main: 'lib/index.js', engines: { node: '20' }, scripts: { build: 'tsc' },
    dependencies: { '@bela/contracts': '0.0.0', zod: '^4.6.7' }, devDependencies: { typescript: '5.9' },
  }));
  put('functions/lib/index.js', "exports.api = require('@bela/contracts/chat');\n");
  put('packages/contracts/package.json', JSON.stringify({
    name: '@bela/contracts', version: '0.0.0', type: 'commonjs', scripts: { build: 'tsc -b' },
    exports: { './*': { types: './dist/*.d.ts', default: './dist/*.js' } }, dependencies: { zod: '^4.6.7' },
  }));
  put('packages/contracts/dist/chat.js', 'exports.chat = true;\n');
  put('packages/contracts/dist/chat.test.js', 'throw new Error("a test");\n');
  put('packages/contracts/dist/tsconfig.tsbuildinfo', '{}');
  return repo;
}

describe('staging the functions for deployment', () => {
  it('names the vendored contracts in the deployed package.json, and nothing to build', () => {
    const staged = stagedPackageJson({ name: 'functions', main: 'lib/index.js', scripts: { build: 'tsc' }, dependencies: { '@bela/contracts': '0.0.0', zod: '1' } });
    expect(staged).toEqual({ name: 'functions', private: true, main: 'lib/index.js', engines: undefined, dependencies: { '@bela/contracts': 'file:vendor/contracts', zod: '1' } });
  });

  it('copies the built functions and contracts, and the deployed functions load the contracts through their exports', async () => {
    const repo = fakeRepo();
    const target = stageFunctions(repo);
    expect(JSON.parse(readFileSync(path.join(target, 'package.json'), 'utf8')).dependencies['@bela/contracts']).toBe('file:vendor/contracts');
    expect(existsSync(path.join(target, 'vendor/contracts/dist/chat.js'))).toBe(true);
    expect(existsSync(path.join(target, 'vendor/contracts/dist/chat.test.js'))).toBe(false);
    expect(existsSync(path.join(target, 'vendor/contracts/dist/tsconfig.tsbuildinfo'))).toBe(false);
    // What `npm install` does with a file: dependency, by hand: the package linked into node_modules.
    mkdirSync(path.join(target, 'node_modules/@bela'), { recursive: true });
    const { symlinkSync } = await import('node:fs');
    symlinkSync(path.join(target, 'vendor/contracts'), path.join(target, 'node_modules/@bela/contracts'));
    const { createRequire } = await import('node:module');
    const loaded = createRequire(path.join(target, 'lib/index.js'))('./index.js');
    expect(loaded.api).toEqual({ chat: true });
  });

  it('refuses to stage what has not been built', () => {
    const repo = fakeRepo();
    expect(() => stageFunctions(path.join(repo, 'nowhere'))).toThrow(/run `npm run build` first/);
  });
});
