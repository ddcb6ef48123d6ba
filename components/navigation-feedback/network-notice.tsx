'use client';
// Tells the visitor when the browser goes offline, and why pages may not open; the notice goes
// away by itself once the connection is back, or when dismissed. A polite live region, always
// in the page, so that screen readers announce the text when it appears.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { CloseIcon } from '../icons.tsx';
import styles from './network-notice.module.css';

export type NetworkLabels = { offline: string; detail: string; dismiss: string };

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function NetworkNotice({ labels }: { labels: NetworkLabels }) {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const [dismissed, setDismissed] = useState(false);
  // Each new loss of connection shows the notice again, even if the last one was dismissed. Told
  // by the event itself: a connection that comes back and drops again at once may reach React as
  // one render that sees only "offline", the same state as before.
  useEffect(() => {
    const showAgain = () => setDismissed(false);
    window.addEventListener('offline', showAgain);
    return () => window.removeEventListener('offline', showAgain);
  }, []);
  const shown = !online && !dismissed;
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {shown && (
        <div className={styles.notice} data-network-notice="">
          <p className={styles.text}>
            <strong>{labels.offline}</strong> {labels.detail}
          </p>
          <button
            type="button"
            className={styles.dismiss}
            onClick={() => setDismissed(true)}
            title={labels.dismiss}
          >
            <CloseIcon size={18} />
            <span className="visually-hidden">{labels.dismiss}</span>
          </button>
        </div>
      )}
    </div>
  );
}
