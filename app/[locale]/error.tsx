'use client';
// Shown when a page fails to render (for instance the content service is down and no earlier
// version of the page is cached), inside the layout. The failure itself is reported by
// instrumentation.ts. A route chunk that failed to load reloads the page instead (once a minute).
import { ErrorView } from '#components/status/error-view.tsx';
import { useStatusStrings } from '#components/status/status-strings.tsx';

export default function ErrorPage(props: { error: unknown; retry: () => void }) {
  return <ErrorView error={props.error} strings={useStatusStrings()} retry={props.retry} />;
}
