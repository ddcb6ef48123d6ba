// The visitor's language choice: read by the proxy at `/` only, written by the language switch.
export const localeCookie = 'i18n_redirected';
export const localeCookieMaxAge = 365 * 24 * 60 * 60;
/** The page reloads this long after a switch, so the pressed state can show. */
export const switchDelayMs = 300;
