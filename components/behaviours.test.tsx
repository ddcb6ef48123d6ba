// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noContextMenu, noSelect } from './protect-content.ts';
import { useClickOutside } from './use-click-outside.ts';

afterEach(cleanup);

describe('useClickOutside', () => {
  function Popover(props: { onOutside: () => void; enabled?: boolean }) {
    const box = useRef<HTMLDivElement>(null);
    useClickOutside(box, props.onOutside, props.enabled);
    return (
      <>
        <div ref={box}>
          <button type="button">inside</button>
        </div>
        <button type="button">outside</button>
      </>
    );
  }

  it('reports a press outside the element, not inside it', () => {
    const onOutside = vi.fn();
    render(<Popover onOutside={onOutside} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'inside' }));
    expect(onOutside).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'outside' }));
    expect(onOutside).toHaveBeenCalledTimes(1);
  });

  it('listens only while enabled', () => {
    const onOutside = vi.fn();
    const { rerender } = render(<Popover onOutside={onOutside} enabled={false} />);
    fireEvent.pointerDown(document.body);
    expect(onOutside).not.toHaveBeenCalled();
    rerender(<Popover onOutside={onOutside} enabled />);
    fireEvent.pointerDown(document.body);
    expect(onOutside).toHaveBeenCalledTimes(1);
  });
});

describe('protect-content', () => {
  it('blocks the context menu and dragging, and marks the element unselectable', () => {
    render(<div role="img" aria-label="puzzle" className={noSelect} {...noContextMenu} />);
    const image = screen.getByRole('img', { name: 'puzzle' });
    // fireEvent returns false when a handler prevented the default action.
    expect(fireEvent.contextMenu(image)).toBe(false);
    expect(fireEvent.dragStart(image)).toBe(false);
    expect(image.className).toBe(noSelect);
    expect(noSelect).not.toBe('');
  });
});
