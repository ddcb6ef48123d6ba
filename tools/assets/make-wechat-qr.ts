// Writes public/images/wechat-qr.svg, the QR code of the WeChat official account shown by the
// footer's WeChat overlay. Run again when the account's address changes:
//   node tools/assets/make-wechat-qr.ts [address]
import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';
import { wechatFollowUrl } from '#lib/site-config.ts';

const address = process.argv[2] || wechatFollowUrl;
const svg = await QRCode.toString(address, {
  type: 'svg',
  errorCorrectionLevel: 'M',
  margin: 2,
  color: { dark: '#0d1726', light: '#ffffff' },
});
const target = new URL('../../public/images/wechat-qr.svg', import.meta.url);
await writeFile(target, svg);
console.info(`wrote ${target.pathname} for ${address}`);
