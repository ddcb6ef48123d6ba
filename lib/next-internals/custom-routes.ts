// The types of next.config's redirects and rewrites, for next.config.mjs's JSDoc (NextConfig
// names them only inside the return types of its functions).
export type { Redirect, Rewrite } from 'next/dist/lib/load-custom-routes';
