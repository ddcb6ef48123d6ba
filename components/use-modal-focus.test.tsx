// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useModalFocus } from './use-modal-focus.ts';

afterEach(cleanup);

function Modal(props: { name: string; onClose: () => void; children?: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  useModalFocus(true, { panel, initialFocus: first, onClose: props.onClose });
  return (
    <div ref={panel} role="dialog" aria-modal="true" aria-label={props.name} tabIndex={-1}>
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

/** A page with a menu: its button opens a panel that stays in the page, hidden, when closed. */
function PageWithMenu() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = () => setOpen(false);
  useModalFocus(open, { panel, keep: layer, returnFocus: opener, onClose: close });
  return (
    <>
      <header>
        <button ref={opener} type="button" onClick={() => setOpen(true)}>
          menu
        </button>
      </header>
      <div ref={layer}>
        <div ref={panel} role="dialog" aria-label="menu panel" tabIndex={-1} inert={!open}>
          <a href="#one">one</a>
          <a href="#two">two</a>
        </div>
      </div>
      <main>
        <a href="#page">page link</a>
      </main>
    </>
  );
}

const active = () => document.activeElement;

describe('useModalFocus', () => {
  it('moves focus in and sends focus that escapes back in', () => {
    render(
      <>
        <button type="button">outside</button>
        <Modal name="only" onClose={() => undefined} />
      </>,
    );
    expect(active()).toBe(screen.getByRole('button', { name: 'only first' }));
    screen.getByRole('button', { name: 'outside' }).focus();
    expect(active()).toBe(screen.getByRole('button', { name: 'only first' }));
  });

  it('lets the newest of two modals hold focus, and the older one again once it closes', () => {
    render(<Nested />);
    fireEvent.click(screen.getByRole('button', { name: 'open inner' }));
    const inner = screen.getByRole('button', { name: 'inner first' });
    expect(active()).toBe(inner);
    screen.getByRole('textbox', { name: 'inner text' }).focus();
    expect(active()).toBe(screen.getByRole('textbox', { name: 'inner text' }));
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'inner' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'inner' })).toBeNull();
    screen.getByRole('button', { name: 'outer first' }).focus();
    expect(active()).toBe(screen.getByRole('button', { name: 'outer first' }));
  });

  it('does nothing while closed', () => {
    render(<PageWithMenu />);
    screen.getByRole('link', { name: 'page link' }).focus();
    expect(active()).toBe(screen.getByRole('link', { name: 'page link' }));
    expect(document.querySelector('main')?.inert).toBeFalsy();
    expect(document.body.style.overflow).toBe('');
  });

  it('holds focus in the open panel, with Tab going round, and leaves the page inert and still', () => {
    render(<PageWithMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'menu' }));
    const panel = screen.getByRole('dialog', { name: 'menu panel' });
    expect(active()).toBe(panel);
    expect(document.querySelector('header')?.inert).toBe(true);
    expect(document.querySelector('main')?.inert).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');

    screen.getByRole('link', { name: 'two' }).focus();
    fireEvent.keyDown(panel, { key: 'Tab' });
    expect(active()).toBe(screen.getByRole('link', { name: 'one' }));
    fireEvent.keyDown(panel, { key: 'Tab', shiftKey: true });
    expect(active()).toBe(screen.getByRole('link', { name: 'two' }));
  });

  it('closes on Escape and gives the page and focus back to the button that opened it', () => {
    render(<PageWithMenu />);
    const opener = screen.getByRole('button', { name: 'menu' });
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'menu panel' }), { key: 'Escape' });
    expect(active()).toBe(opener);
    expect(document.querySelector('header')?.inert).toBe(false);
    expect(document.querySelector('main')?.inert).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });
});
