// The Baidu Tongji (site statistics) id: 32 hexadecimal digits, set in BAIDU_TONGJI_ID. Read
// where pages are generated and by next.config.mjs (the Content-Security-Policy), so that the
// script is allowed exactly when it is loaded. A malformed id counts as none: a typo must not
// load a script from a made-up address nor open the policy for nothing.

export const tongjiOrigin = 'https://hm.baidu.com';

const idFormat = /^[0-9a-f]{32}$/i;

/** The configured id, or null when it is unset or not 32 hex digits. */
export function tongjiId(value: string | undefined = process.env.BAIDU_TONGJI_ID): string | null {
  const id = value?.trim() ?? '';
  return idFormat.test(id) ? id.toLowerCase() : null;
}

export function tongjiScriptUrl(id: string): string {
  return `${tongjiOrigin}/hm.js?${id}`;
}
