// Whether the current render is an editor's preview. Next's draft mode alone is not enough: its
// cookie is one value per build (./draft-session.ts), so drafts are read only with a valid draft
// session beside it. Without one (expired, signed with a rotated PREVIEW_SECRET, or never
// issued) the preview has ended: the page shows published content and the bar says so.
import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { config } from '../config/index.ts';
import { checkSessionToken, draftSessionCookie } from './draft-session.ts';

/** off: no draft mode; on: drafts for this editor; ended: draft mode without a valid session. */
export type DraftState = 'off' | 'on' | 'ended';

export async function draftState(now: number = Date.now()): Promise<DraftState> {
  let enabled: boolean;
  try {
    ({ isEnabled: enabled } = await draftMode());
  } catch (error) {
    // Outside a request (a script; generateStaticParams during the build): nobody previews.
    if (
      error instanceof Error &&
      /outside a request scope|without an HTTP request/.test(error.message)
    ) {
      return 'off';
    }
    throw error;
  }
  // Only in draft mode are the cookies read: a static render stays static.
  if (!enabled) return 'off';
  const token = (await cookies()).get(draftSessionCookie)?.value;
  return checkSessionToken(token, config().content.previewSecret, now).ok ? 'on' : 'ended';
}
