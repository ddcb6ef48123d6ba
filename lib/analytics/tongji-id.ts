// Baidu Tongji (site statistics). Its site id (BAIDU_TONGJI_ID, 32 hexadecimal digits) is read
// by lib/config where pages are generated and by next.config.mjs (the Content-Security-Policy),
// so that the script is allowed exactly when it is loaded. A malformed id counts as none: a typo
// must not load a script from a made-up address nor open the policy for nothing.

export const tongjiOrigin = 'https://hm.baidu.com';

export function tongjiScriptUrl(id: string): string {
  return `${tongjiOrigin}/hm.js?${id}`;
}
