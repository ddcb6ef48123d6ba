// For things a visitor should look at but not take away or fiddle with: the captcha's puzzle and
// the image in the preview overlay. No context menu (save image, copy), no text or image
// selection (the callout on a long press included), no dragging out.
import type { SyntheticEvent } from 'react';
import styles from './protect-content.module.css';

const prevent = (event: SyntheticEvent) => event.preventDefault();

/** Spread on an element: `<img {...noContextMenu} />`. */
export const noContextMenu = { onContextMenu: prevent, onDragStart: prevent } as const;

/** A class that disables selecting the element's text or image. */
export const noSelect = styles.noSelect ?? '';
