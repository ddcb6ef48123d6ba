'use client';
// Text cut to one line, or to `lines` lines, with an ellipsis. When (and only when) something is
// actually cut off, the full text is its tooltip; it is measured again whenever the box resizes.
import { type CSSProperties, useEffect, useState } from 'react';
import styles from './ellipsis.module.css';

/** Whether the element's content is larger than its box (a pixel of rounding aside). */
export function isTruncated(element: HTMLElement): boolean {
  return (
    element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1
  );
}

export function Ellipsis(props: {
  children: string;
  lines?: number;
  className?: string;
  as?: 'span' | 'p' | 'div' | 'h2' | 'h3';
}) {
  const { children: text, lines = 1, as: Tag = 'span' } = props;
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [cut, setCut] = useState(false);

  useEffect(() => {
    if (!element) return;
    const measure = () => setCut(isTruncated(element));
    // Called once when observing starts, then on each resize (fonts, window, container).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, text, lines]);

  const style = lines > 1 ? ({ WebkitLineClamp: lines } as CSSProperties) : undefined;
  return (
    <Tag
      ref={setElement}
      className={[lines > 1 ? styles.lines : styles.line, props.className]
        .filter(Boolean)
        .join(' ')}
      style={style}
      title={cut ? text : undefined}
    >
      {text}
    </Tag>
  );
}
