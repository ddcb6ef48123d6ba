import styles from './announcement.module.css';

// Announcement pages sit on a light grey background.
export default function AnnouncementLayout({ children }: LayoutProps<'/[locale]/announcement'>) {
  return (
    <div className={styles.soft} data-tone="soft">
      {children}
    </div>
  );
}
