// The pictures a puzzle is cut from: the site's own files in public/captcha/ (no stock-photo
// service: every asset is served by the site).
export const captchaBackgrounds: readonly string[] = [
  '/captcha/mountains.svg',
  '/captcha/waves.svg',
  '/captcha/sunset.svg',
  '/captcha/circuit.svg',
];
