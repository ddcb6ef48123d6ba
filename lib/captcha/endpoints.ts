// The captcha's two endpoints, independent of Next and of process.env (the route file
// app/aiapi/v1/captcha/route.ts only delegates here): GET issues a puzzle, POST judges a drag
// and, for a good one, answers the pass that POST /aiapi/v1/draw takes.
import { countCaptchaAnswer, countDrawAnswer } from '../metrics/draw.ts';
import type { RateLimiter } from '../rate-limit/rate-limit.ts';
import { readPost } from '../draw/read-post.ts';
import { refusal } from '../draw/refusals.ts';
import { answer, failure } from '../draw/respond.ts';
import { visitorKey } from '../visitor-key.ts';
import { answerBody } from './answer-body.ts';
import type { Captcha } from './captcha.ts';

export const captchaPath = '/aiapi/v1/captcha';

export type CaptchaEndpointOptions = {
  captcha: Captcha;
  /** Counts puzzles per visitor: each one costs the server a picture. */
  limiter: RateLimiter;
  /** The visitor's address (client-address.ts in the site). */
  visitor: (request: Request) => string;
  /** The site's public origin; a browser's POST from any other site is refused. */
  siteOrigin: string | undefined;
  /** Told when a puzzle cannot be made, for the server log. */
  onError?: (error: unknown) => void;
};

export function createCaptchaEndpoints(options: CaptchaEndpointOptions) {
  const { captcha, limiter, visitor, siteOrigin } = options;

  async function puzzle(request: Request): Promise<Response> {
    const limit = await limiter.hit(visitorKey(visitor(request)));
    if (!limit.allowed) return refusal(request, 429, 'captchaLimit', limit.retryAfterS);
    try {
      return answer({ code: 0, msg: 'ok', data: await captcha.issue() });
    } catch (error) {
      options.onError?.(error);
      return failure(503, 'a puzzle cannot be made now; please try again later');
    }
  }

  async function check(request: Request): Promise<Response> {
    const body = await readPost(request, answerBody, siteOrigin);
    if (body instanceof Response) return body;
    const outcome = await captcha.answer(body);
    countCaptchaAnswer(outcome.verdict === 'needs-retry' ? 'needs_retry' : outcome.verdict);
    if (outcome.verdict === 'expired') return refusal(request, 410, 'puzzleGone');
    return answer({ code: 0, msg: 'ok', data: outcome });
  }

  const counted =
    (handler: (request: Request) => Promise<Response>) =>
    async (request: Request): Promise<Response> => {
      const response = await handler(request);
      countDrawAnswer(captchaPath, response.status);
      return response;
    };
  return { puzzle: counted(puzzle), check: counted(check) };
}

export type CaptchaEndpoints = ReturnType<typeof createCaptchaEndpoints>;
