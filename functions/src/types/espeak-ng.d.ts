// The `espeak-ng` package (eSpeak NG's command line compiled to WebAssembly by Emscripten) ships no
// types: the few members of its module factory that the offline speech driver uses.
declare module 'espeak-ng' {
  interface ESpeakModule {
    FS: { readFile(path: string): Uint8Array };
  }
  interface ESpeakOptions {
    /** The command line, as `espeak-ng` would take it. */
    arguments: string[];
    print?: (text: string) => void;
    printErr?: (text: string) => void;
    /** Called instead of `process.exit`-like handling when the program ends. */
    quit?: (status: number, toThrow: unknown) => void;
    instantiateWasm?: (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void) => object;
  }
  const ESpeakNg: (options: ESpeakOptions) => Promise<ESpeakModule>;
  export default ESpeakNg;
}

