#!/usr/bin/env node
// The project's TypeScript compiler: TypeScript 7, the native one, installed as `typescript-native`
// (docs/decisions/0014). It is called by this path because `node_modules/.bin/tsc` may link either it
// or TypeScript 5.9, which stays in the tree only for typescript-eslint (its parser needs
// TypeScript's JavaScript API, which TypeScript 7 no longer has).
import '../node_modules/typescript-native/lib/tsc.js';
