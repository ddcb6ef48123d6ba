// The site's captcha, one per process: its puzzles and passes in the process's Redis when there
// is one, else in this instance. On globalThis, since the captcha's route issues the passes and
// the drawing route spends them, and Next bundles each route with its own copy of this module.
import 'server-only';
import { readDrawConfig } from '../draw/config.ts';
import { clientAddress } from '../draw/client-address.ts';
import { createLimiters } from '../draw/limiters.ts';
import { log } from '../log.ts';
import { sharedRedis } from '../redis/index.ts';
import { type Captcha, createCaptcha } from './captcha.ts';
import { type CaptchaEndpoints, createCaptchaEndpoints } from './endpoints.ts';
import { MemoryOneTimeStore } from './one-time-store.ts';
import { RedisOneTimeStore } from './one-time-store-redis.ts';
import { randomLook, renderPuzzle } from './render.ts';

const key = Symbol.for('mantisoft.captcha');
const holder = globalThis as { [key]?: Captcha };

export function siteCaptcha(): Captcha {
  let captcha = holder[key];
  if (!captcha) {
    const redis = sharedRedis();
    captcha = createCaptcha({
      store: redis ? new RedisOneTimeStore(redis) : new MemoryOneTimeStore(),
      render: renderPuzzle,
      randomLook,
    });
    holder[key] = captcha;
  }
  return captcha;
}

let endpoints: CaptchaEndpoints | undefined;

export function captchaEndpoints(): CaptchaEndpoints {
  if (endpoints) return endpoints;
  const config = readDrawConfig();
  endpoints = createCaptchaEndpoints({
    captcha: siteCaptcha(),
    limiter: createLimiters(config, sharedRedis()).captcha,
    visitor: (request) => clientAddress(request.headers),
    siteOrigin: config.siteOrigin,
    onError: (cause) => log.error('captcha: a puzzle could not be made', { cause }),
  });
  return endpoints;
}
