// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useModal } from './use-modal.ts';

afterEach(cleanup);

function Modal(props: { name: string; onClose: () => void; children?: React.ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  useModal(root, first, props.onClose);
  return (
    <div ref={root} role="dialog" aria-modal="true" aria-label={props.name} tabIndex={-1}>
      <button ref={first} type="button">
        {props.name} first
      </button>
      <textarea aria-label={`${props.name} text`} />
      {props.children}
    </div>
  );
}

function Nested() {
  const [inner, setInner] = useState(false);
  return (
    <Modal name="outer" onClose={() => undefined}>
      <button type="button" onClick={() => setInner(true)}>
        open inner
      </button>
      {inner && <Modal name="inner" onClose={() => setInner(false)} />}
    </Modal>
  );
}

describe('useModal', () => {
  it('moves focus in and sends focus that escapes back in', () => {
    render(
      <>
        <button type="button">outside</button>
        <Modal name="only" onClose={() => undefined} />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'only first' }));
    screen.getByRole('button', { name: 'outside' }).focus();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'only first' }));
  });

  it('lets the newest of two modals hold focus, and the older one again once it closes', () => {
    render(<Nested />);
    fireEvent.click(screen.getByRole('button', { name: 'open inner' }));
    const inner = screen.getByRole('button', { name: 'inner first' });
    expect(document.activeElement).toBe(inner);
    screen.getByRole('textbox', { name: 'inner text' }).focus();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'inner text' }));
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'inner' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'inner' })).toBeNull();
    screen.getByRole('button', { name: 'outer first' }).focus();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'outer first' }));
  });
});
