#!/usr/bin/env bash
# CI's `npm ci`, with the SQLite driver's native module compiled beside the unpacking instead of
# after it (docs/decisions/0017).
#
# `npm ci` unpacks the packages first (about 1.5 of the two cores busy) and runs the install
# scripts last: better-sqlite3's compile (its prebuilt binaries are on GitHub, out of reach) then
# held the install for about 16 s on one core while the other idled. Here the same package, at
# the version the lockfile names, is unpacked from the npm cache into a folder of its own and built
# there by its own install script while `npm ci --ignore-scripts` unpacks everything else; the
# built module is then copied into place, and the other install scripts the project allows
# (esbuild's) run after. Unoptimised, the compile takes 16 s instead of 49 s; the tests do not
# notice, and a developer's own `npm install` still builds it optimised.
set -euo pipefail
cd "$(dirname "$0")/.."
# Nothing else compiles here: only better-sqlite3's build reads these.
export CFLAGS=-O0 CXXFLAGS=-O0

version=$(node -p "require('./package-lock.json').packages['node_modules/better-sqlite3'].version")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(
  cd "$work"
  npm pack "better-sqlite3@$version" --silent >/dev/null
  tar xzf "better-sqlite3-$version.tgz"
  cd package
  # Its install script is `prebuild-install || node-gyp rebuild --release`: without its
  # dependencies the first half fails at once, and npm's own node-gyp compiles.
  npm run-script install >"$work/build.log" 2>&1
) &
compile=$!

npm ci --ignore-scripts --no-audit --no-fund
# Every other package whose install script the project allows (package.json's allowScripts).
others=$(node -p "Object.entries(require('./package.json').allowScripts ?? {}).filter(([name, allowed]) => allowed && name !== 'better-sqlite3').map(([name]) => name).join(' ')")
[ -z "$others" ] || npm rebuild $others

if wait "$compile"; then
  mkdir -p node_modules/better-sqlite3/build/Release
  cp "$work/package/build/Release/better_sqlite3.node" node_modules/better-sqlite3/build/Release/
else
  echo "Building better-sqlite3 beside the install failed; building it in place instead. Its log:" >&2
  tail -n 20 "$work/build.log" >&2 || true
  npm rebuild better-sqlite3
fi
node -e "new (require('better-sqlite3'))(':memory:').close()"
