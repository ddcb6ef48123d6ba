// The embedded reference content service (content-service/): where it listens, the seed it
// serves, the origin it writes into picture URLs, and its demo of the drawing service.
import { defaultAiApiToken } from '../draw/default-token.ts';
import { setting, type Values } from './setting.ts';
import { count, httpUrl, port, text, words } from './values.ts';

export const contentServiceVariables = {
  CONTENT_SERVICE_PORT: setting(port, { default: '4010' }),
  CONTENT_SERVICE_HOST: setting(text, { default: '127.0.0.1' }),
  CONTENT_SERVICE_SEED_DIR: setting(text),
  CONTENT_SERVICE_PUBLIC_URL: setting(httpUrl('http://localhost:4010')),
  AI_DEMO_TOKEN: setting(text, { secret: true }),
  AI_DEMO_TASK_MS: setting(count('milliseconds', { min: 0 }), { default: '10000' }),
  AI_DEMO_BALANCE: setting(count('points', { min: 0 }), { default: '2000' }),
  AI_DEMO_FAIL_WORD: setting(words, { default: '失败,fail' }),
  AI_DEMO_REFUSE_WORD: setting(words, { default: '拒绝,refuse' }),
};

export function contentServiceConfig(
  values: Values<typeof contentServiceVariables> & { AI_API_TOKEN: string | undefined },
) {
  return {
    port: values.CONTENT_SERVICE_PORT,
    host: values.CONTENT_SERVICE_HOST,
    /** The seed folder as given (relative to where the service starts); undefined: its own. */
    seedDir: values.CONTENT_SERVICE_SEED_DIR,
    /** The origin written into picture and file URLs, without a trailing slash. */
    publicUrl: (
      values.CONTENT_SERVICE_PUBLIC_URL ?? `http://localhost:${values.CONTENT_SERVICE_PORT}`
    ).replace(/\/$/, ''),
    drawDemo: {
      // The site sends AI_API_TOKEN, or the shared default when it is unset; so the demo expects.
      token: values.AI_DEMO_TOKEN ?? values.AI_API_TOKEN ?? defaultAiApiToken,
      taskMs: values.AI_DEMO_TASK_MS,
      balance: values.AI_DEMO_BALANCE,
      failWords: values.AI_DEMO_FAIL_WORD,
      refuseWords: values.AI_DEMO_REFUSE_WORD,
    },
  };
}
