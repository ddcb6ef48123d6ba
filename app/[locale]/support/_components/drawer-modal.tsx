'use client';
// While the help tree is open as a drawer: the shared modal behaviour (focus moves in and stays,
// Escape closes, the page does not scroll) and everything outside the drawer made inert, so
// neither pointer nor assistive technology reaches the page behind it.
import { type RefObject, useEffect } from 'react';
import { useModal } from '#components/image-preview/use-modal.ts';

/** The widest screen on which the tree is a drawer (help-tree.module.css says the same). */
const drawerMaxWidth = 900;

function makeOthersInert(keep: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement | null = keep; node && node !== document.body;) {
    const parent: HTMLElement | null = node.parentElement;
    for (const sibling of parent?.children ?? []) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      sibling.inert = true;
      changed.push(sibling);
    }
    node = parent;
  }
  return () => {
    for (const element of changed) element.inert = false;
  };
}

export function DrawerModal(props: {
  layer: RefObject<HTMLElement | null>;
  panel: RefObject<HTMLElement | null>;
  initialFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const { layer, onClose } = props;
  useModal(props.panel, props.initialFocus, onClose);
  useEffect(() => {
    const root = layer.current;
    return root ? makeOthersInert(root) : undefined;
  }, [layer]);
  // Widened past the drawer's breakpoint (a rotated tablet): the tree is a sidebar again.
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${drawerMaxWidth + 1}px)`);
    const onChange = () => {
      if (wide.matches) onClose();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [onClose]);
  return null;
}
