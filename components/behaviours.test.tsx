// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noContextMenu, noSelect } from './protect-content.ts';
import { useAutoFocus } from './use-auto-focus.ts';
import { useClickOutside } from './use-click-outside.ts';
import { defaultDelayMs, useDelayed } from './use-delayed.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

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

describe('useAutoFocus', () => {
  function Form(props: { show: boolean }) {
    const field = useRef<HTMLInputElement>(null);
    useAutoFocus(field, props.show);
    return props.show ? <input ref={field} aria-label="prompt" /> : <button>other</button>;
  }

  it('focuses the element when it appears', () => {
    const { rerender } = render(<Form show={false} />);
    expect(document.activeElement).toBe(document.body);
    rerender(<Form show />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'prompt' }));
  });
});

describe('useDelayed', () => {
  function Search(props: { onSearch: (text: string) => void; delay?: number }) {
    const { run, cancel } = useDelayed(props.onSearch, props.delay);
    return (
      <>
        <input aria-label="search" onChange={(event) => run(event.target.value)} />
        <button type="button" onClick={cancel}>
          cancel
        </button>
      </>
    );
  }

  it('runs 300 ms after the last call, with its arguments', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<Search onSearch={onSearch} />);
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: 'la' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(input, { target: { value: 'laser' } });
    act(() => vi.advanceTimersByTime(defaultDelayMs - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('laser');
  });

  it('takes another delay, and is cancelled by cancel and by unmounting', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    const { unmount } = render(<Search onSearch={onSearch} delay={50} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'a' } });
    fireEvent.click(screen.getByRole('button', { name: 'cancel' }));
    act(() => vi.advanceTimersByTime(100));
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'b' } });
    act(() => vi.advanceTimersByTime(50));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('b');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'c' } });
    unmount();
    act(() => vi.advanceTimersByTime(100));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('calls the latest callback, not the one of the render that scheduled it', () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    function Counter() {
      const [count, setCount] = useState(0);
      const { run } = useDelayed(() => seen.push(`count ${count}`));
      return (
        <button
          type="button"
          onClick={() => {
            run();
            setCount((value) => value + 1);
          }}
        >
          add
        </button>
      );
    }
    render(<Counter />);
    fireEvent.click(screen.getByRole('button'));
    act(() => vi.advanceTimersByTime(defaultDelayMs));
    expect(seen).toEqual(['count 1']);
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
