'use client';
// The entries of the main navigation, from the typed model in lib/site-config.ts. Used twice:
// in the header bar and in the slide menu on narrow screens.
import { sectionOf } from '#lib/navigation.ts';
import { navigation, type NavItem } from '#lib/site-config.ts';
import { ExternalIcon } from './icons.tsx';
import styles from './nav-list.module.css';
import { SiteLink } from './site-link.tsx';
import { useSitePath } from './use-locale.ts';
import { useSectionMemory } from './use-section-memory.ts';

export type NavLabels = {
  /** One per entry of the navigation model, by its key. */
  items: Record<string, string>;
  comingSoon: string;
  external: string;
};

function isActive(item: NavItem, path: string): boolean {
  if (item.external || item.disabled) return false;
  return item.section ? sectionOf(path) === item.section : item.href === path;
}

export function NavList(props: {
  variant: 'bar' | 'menu';
  labels: NavLabels;
  onNavigate?: () => void;
}) {
  const { labels } = props;
  const path = useSitePath();
  const memory = useSectionMemory(path);

  return (
    <ul className={`${styles.list} ${styles[props.variant]}`}>
      {navigation
        .filter((item) => !item.hidden)
        .map((item) => {
          const label = labels.items[item.key] ?? item.key;
          let entry;
          if (item.disabled) {
            entry = (
              <span className={styles.disabled} aria-disabled="true" title={labels.comingSoon}>
                {label}
              </span>
            );
          } else if (item.external) {
            entry = (
              <a
                className={styles.link}
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={props.onNavigate}
              >
                {label}
                <ExternalIcon size={14} className={styles.externalIcon} />
                <span className="visually-hidden">{labels.external}</span>
              </a>
            );
          } else {
            const active = isActive(item, path);
            entry = (
              <SiteLink
                className={styles.link}
                href={(item.section && memory[item.section]) || item.href}
                aria-current={active ? 'page' : undefined}
                onClick={props.onNavigate}
              >
                {label}
              </SiteLink>
            );
          }
          return (
            <li key={item.key} className={styles.item}>
              {entry}
            </li>
          );
        })}
    </ul>
  );
}
