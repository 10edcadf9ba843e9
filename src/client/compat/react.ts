// What the build gives every `import … from 'react'`: Preact's compatibility layer, plus the one
// React 19 hook it lacks that a library we use imports (decision 035).
import compat from 'preact/compat';

// preact/compat's types are declared with `export =`, which TypeScript will not re-export with
// `export *`; the module itself is ESM with named exports, and our code is typed by @types/react.
// @ts-expect-error TS2498
export * from 'preact/compat';

/**
 * React Router's `<RouterProvider>` imports `useOptimistic` (we render `<BrowserRouter>`, which
 * never calls it). An optimistic state lasts only while its transition is pending; Preact runs
 * transitions at once, so the state shown is always the one passed in.
 */
export function useOptimistic<State>(passthrough: State): [State, (action: unknown) => void] {
  return [passthrough, () => undefined];
}

// React copies its named exports to the default one; a library that writes `React.useOptimistic`
// finds it there too.
export default { ...compat, useOptimistic };
