'use client';
import { useEffect } from 'react';

/** The widest screen on which the tree is a drawer (help-tree.module.css says the same). */
const drawerMaxWidth = 900;

/** While the drawer is open, a screen widened past its breakpoint (a rotated tablet) closes it:
 * the tree is a sidebar again. */
export function useCloseWhenWide(open: boolean, onClose: () => void) {
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(`(min-width: ${drawerMaxWidth + 1}px)`);
    const onChange = () => {
      if (wide.matches) onClose();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open, onClose]);
}
