// Stand-in for the 'server-only' guard in unit tests, which run outside Next's server graph.
export {};
