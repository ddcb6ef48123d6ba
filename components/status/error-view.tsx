'use client';
// The error screen: the status code, then the message, a way to try again and a way home.
import { IdleLink as Link } from '../idle-link.tsx';
import { useEffect } from 'react';
import { announceNavigationError } from '#lib/navigation-feedback/events.ts';
import { localizedPath } from '#lib/navigation.ts';
import { siteName } from '#lib/site-config.ts';
import { statusOf, visibleMessage } from '#lib/status/error-status.ts';
import type { StatusStrings } from './status-strings.tsx';
import { useChunkRecovery } from './use-chunk-recovery.ts';

type ShownError = { name?: string; message?: string; digest?: string };

function shapeOf(error: unknown): ShownError {
  return typeof error === 'object' && error !== null ? (error as ShownError) : {};
}

export function ErrorView(props: { error: unknown; strings: StatusStrings; retry: () => void }) {
  const { strings, retry } = props;
  const error = shapeOf(props.error);
  useChunkRecovery(error);
  useEffect(() => announceNavigationError(props.error), [props.error]);
  const message = visibleMessage(error);
  const status = statusOf(props.error);
  return (
    <section className="container status-page" data-error-page="">
      <title>{`${status} ${strings.error.title} | ${siteName}`}</title>
      <p className="status-page-code">{status}</p>
      <h1 className="status-page-title">{strings.error.title}</h1>
      <p className="status-page-text">{message ?? strings.error.text}</p>
      <div className="status-page-actions">
        <button type="button" className="status-page-action" onClick={retry}>
          {strings.error.retry}
        </button>
        <Link
          className="status-page-action status-page-action-secondary"
          href={localizedPath(strings.locale, '/')}
        >
          {strings.error.home}
        </Link>
      </div>
    </section>
  );
}
