// Constants of the drawing feature that the site's server, its browser code and the embedded
// demo service all agree on. Browser code imports this file: nothing secret, no token.

/** The only drawing style the site offers; the proxy sends it whatever the browser says. */
export const drawModelStyleId = 919;

/** Longest description accepted, in characters (content-schema/aiapi.yaml, DrawRequest). */
export const promptMaxLength = 500;

/** Points one drawing costs (balance/2 normal drawings, balance/4 specific ones). */
export const drawCosts = { normal: 2, specific: 4 } as const;

/** How many drawings of a kind the balance still pays for. */
export function drawingsLeft(balance: number, kind: keyof typeof drawCosts = 'normal'): number {
  return Math.max(0, Math.floor(balance / drawCosts[kind]));
}
