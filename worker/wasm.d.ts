/** WebAssembly imported as a module: wrangler bundles it as a compiled module (worker/build-page/png-edge.ts). */
declare module '*.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
