// Stages the functions for deployment in .deploy/functions, the folder firebase.json deploys.
//
// Cloud Functions installs a function's dependencies from its package.json, from the npm registry
// or from a folder inside the deployed one; the workspace link to the contracts package
// (packages/contracts) is neither. The staged copy has the built functions (lib/), the built
// contracts in vendor/contracts, and a package.json whose dependency on `@bela/contracts` names that
// folder. The code that runs is the code the local stack runs: the same lib/, which loads the
// contracts through the package's exports in both places. The local emulators keep using
// functions/ (scripts/hosting-config.mjs writes their copy of firebase.json).
//
//   node scripts/stage-functions.mjs    after `npm run build` (`npm run deploy` runs both)
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from './lib.mjs';

export const STAGE_DIR = '.deploy/functions';
const VENDORED = 'vendor/contracts';
const CONTRACTS = '@bela/contracts';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The deployed package.json: what Cloud Functions needs to install and start the functions. */
export function stagedPackageJson(functionsPackage) {
  const { name, main, engines, dependencies } = functionsPackage;
  if (!dependencies?.[CONTRACTS]) throw new Error(`functions/package.json does not depend on ${CONTRACTS}`);
  return { name, private: true, main, engines, dependencies: { ...dependencies, [CONTRACTS]: `file:${VENDORED}` } };
}

/** The vendored contracts' package.json: its exports and its own dependencies, no build scripts. */
export function vendoredPackageJson(contractsPackage) {
  const { name, version, type, exports, dependencies } = contractsPackage;
  return { name, version, private: true, type, exports, dependencies };
}

/** A built file the deployment needs (not a test, not a build record). */
const deployable = (source) => !/\.test\.(js|d\.ts)(\.map)?$/.test(source) && !source.endsWith('.tsbuildinfo');

export function stageFunctions(repoRoot = root, target = path.join(repoRoot, STAGE_DIR)) {
  const functionsDir = path.join(repoRoot, 'functions');
  const contractsDir = path.join(repoRoot, 'packages/contracts');
  for (const built of [path.join(functionsDir, 'lib/index.js'), path.join(contractsDir, 'dist')]) {
    if (!existsSync(built)) throw new Error(`${path.relative(repoRoot, built)} is missing: run \`npm run build\` first.`);
  }
  rmSync(target, { recursive: true, force: true });
  mkdirSync(path.join(target, VENDORED), { recursive: true });
  cpSync(path.join(functionsDir, 'lib'), path.join(target, 'lib'), { recursive: true });
  cpSync(path.join(contractsDir, 'dist'), path.join(target, VENDORED, 'dist'), { recursive: true, filter: deployable });
  const write = (file, json) => writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  write(path.join(target, 'package.json'), stagedPackageJson(readJson(path.join(functionsDir, 'package.json'))));
  write(path.join(target, VENDORED, 'package.json'), vendoredPackageJson(readJson(path.join(contractsDir, 'package.json'))));
  return target;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const staged = stageFunctions();
  console.log(`Staged the functions for deployment in ${path.relative(root, staged)}.`);
}
