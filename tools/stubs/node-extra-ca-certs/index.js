// See tools/stubs/README.md: only the observatory's command-line wrapper resolves this package.
export {};
