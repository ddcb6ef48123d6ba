// The public site: the port it listens on, its public address, and what every page carries
// (statistics, the search engines' verification codes, the ICP filing number, the address that
// opens the desktop application).
import { z } from 'zod';
import { icp } from '../site-config.ts';
import { setting, type Values } from './setting.ts';
import { httpUrl, port, text, token } from './values.ts';

const tongjiId = z
  .string()
  .regex(/^[0-9a-f]{32}$/i, { error: 'expected 32 hexadecimal digits (the id in hm.js?<id>)' })
  .transform((id) => id.toLowerCase());

// The page navigates to it: a scheme that runs code or opens a file is never the application.
const appAddress = z
  .string()
  .refine(
    (value) =>
      /^[a-z][a-z0-9+.-]*:/i.test(value) && !/^(javascript|data|vbscript|file):/i.test(value),
    { error: 'expected the address that opens the application, e.g. mantisoft://' },
  );

const verificationCode = token('codeva-AbCdEf123');

export const siteVariables = {
  PORT: setting(port, { default: '3000' }),
  SITE_URL: setting(httpUrl('https://www.mantisoft.com'), {
    default: 'http://localhost:3000',
    buildTime: true,
  }),
  ICP_NUMBER: setting(text, { buildTime: true }),
  BAIDU_TONGJI_ID: setting(tongjiId, { buildTime: true }),
  SITE_VERIFICATION_GOOGLE: setting(verificationCode, { buildTime: true }),
  SITE_VERIFICATION_BAIDU: setting(verificationCode, { buildTime: true }),
  SITE_VERIFICATION_BING: setting(verificationCode, { buildTime: true }),
  SITE_VERIFICATION_360: setting(verificationCode, { buildTime: true }),
  SITE_VERIFICATION_SOGOU: setting(verificationCode, { buildTime: true }),
  NEXT_PUBLIC_APP_URL_SCHEME: setting(appAddress, { default: 'mantisoft://', buildTime: true }),
};

export function siteConfig(values: Values<typeof siteVariables>) {
  return {
    port: values.PORT,
    /** The public address: canonical links, hreflang alternates, the sitemap. */
    url: values.SITE_URL,
    origin: new URL(values.SITE_URL).origin,
    icpNumber: values.ICP_NUMBER ?? icp.number,
    /** Baidu Tongji's site id, lower case; undefined: no statistics. */
    tongjiId: values.BAIDU_TONGJI_ID,
    verification: {
      google: values.SITE_VERIFICATION_GOOGLE,
      baidu: values.SITE_VERIFICATION_BAIDU,
      bing: values.SITE_VERIFICATION_BING,
      so360: values.SITE_VERIFICATION_360,
      sogou: values.SITE_VERIFICATION_SOGOU,
    },
    /** What the header's "use immediately" opens; pages hand it to the button as a prop. */
    appAddress: values.NEXT_PUBLIC_APP_URL_SCHEME,
  };
}
