// The credential the site sends when AI_API_TOKEN is unset, and the one the embedded demo
// expects by default, so a fresh checkout works end to end. It opens nothing real: production
// sets AI_API_TOKEN to the company's token. Server code only (the proxy's configuration and the
// demo): no browser bundle may contain a token, not even this one.
export const defaultAiApiToken = 'mantisoft-demo-token';
