// Testing Library's waits (findBy…, waitFor) give up after one second by default: a limit on the
// machine's speed, not on the component. A busy machine can take longer to load an overlay's code
// or to render; a component that never shows what is awaited still fails, at the hang limit.
// Only the files that run in jsdom pay for the import.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 10_000 });
}

// A module, for the await above.
export {};
