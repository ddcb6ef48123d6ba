// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noSelect } from '../protect-content.ts';
import { useImagePreview } from './use-image-preview.tsx';

// The overlay loads the strings of the page's locale, read from the route.
vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'en' }) }));

const photo = { src: '/files/images/showcase/cell.png', alt: 'Cutting cell' };

function Opener(props: { toolbar?: boolean }) {
  const { open, preview } = useImagePreview({ toolbar: props.toolbar });
  return (
    <>
      <button type="button" onClick={() => open(photo)}>
        Open photo
      </button>
      {preview}
    </>
  );
}

async function openPreview(toolbar?: boolean) {
  render(<Opener toolbar={toolbar} />);
  const opener = screen.getByRole('button', { name: 'Open photo' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Image preview: Cutting cell' });
  const image = screen.getByAltText<HTMLImageElement>('Cutting cell');
  // Focus moves in once the overlay's effects have run, a moment after it appears.
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return { opener, dialog, image };
}

/** What the browser does once the picture arrives (jsdom never loads images itself). */
function finishLoading(image: HTMLImageElement, width = 1600, height = 900) {
  Object.defineProperty(image, 'naturalWidth', { value: width });
  Object.defineProperty(image, 'naturalHeight', { value: height });
  fireEvent.load(image);
}

const widthOf = (image: HTMLImageElement) => Number.parseFloat(image.style.width);

afterEach(() => {
  cleanup();
  document.body.removeAttribute('style');
});

describe('the image preview overlay', () => {
  it('offers no context menu and no selection on the image', async () => {
    const { image } = await openPreview();
    finishLoading(image);
    // fireEvent returns false when the page prevented the browser's own action.
    expect(fireEvent.contextMenu(image)).toBe(false);
    expect(fireEvent.dragStart(image)).toBe(false);
    expect(image.className).toContain(noSelect);
  });

  it('says it is loading, then shows the image shrunk to fit the window', async () => {
    const { dialog, image } = await openPreview();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(image.hidden).toBe(true);
    finishLoading(image);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(image.hidden).toBe(false);
    // jsdom's window is 1024 x 768: the 1600 px picture is shrunk to the room left for it.
    expect(widthOf(image)).toBeLessThan(1024);
    expect(widthOf(image)).toBeGreaterThan(800);
  });

  it('never enlarges a small image beyond its own size', async () => {
    const { image } = await openPreview();
    finishLoading(image, 300, 200);
    expect(widthOf(image)).toBe(300);
  });

  it('says the load failed when the image cannot be fetched', async () => {
    const { image } = await openPreview();
    fireEvent.error(image);
    expect(screen.getByRole('status').textContent).toBe('Load Fail');
    expect(image.hidden).toBe(true);
  });

  it('zooms in and out by 100 px and rotates by 90 degrees', async () => {
    const { image } = await openPreview();
    finishLoading(image);
    const fitted = widthOf(image);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(widthOf(image)).toBe(fitted + 100);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(widthOf(image)).toBe(fitted - 100);
    expect(image.style.transform).toContain('rotate(0deg)');
    fireEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    expect(image.style.transform).toContain('rotate(90deg)');
    fireEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    expect(image.style.transform).toContain('rotate(180deg)');
  });

  it('stops zooming out at a minimum size', async () => {
    const { image } = await openPreview();
    finishLoading(image);
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 20; i += 1) fireEvent.click(zoomOut);
    expect(widthOf(image)).toBe(80);
  });

  it('zooms with the mouse wheel', async () => {
    const { image } = await openPreview();
    finishLoading(image);
    const fitted = widthOf(image);
    const stage = image.parentElement as HTMLElement;
    fireEvent.wheel(stage, { deltaY: -100 });
    expect(widthOf(image)).toBe(fitted + 100);
    fireEvent.wheel(stage, { deltaY: 40 });
    expect(widthOf(image)).toBe(fitted + 60);
  });

  it('drags with one pointer and pinches with two', async () => {
    const { image } = await openPreview();
    finishLoading(image);
    const fitted = widthOf(image);
    const stage = image.parentElement as HTMLElement;
    fireEvent.pointerDown(image, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(window, { pointerId: 1, clientX: 130, clientY: 90 });
    expect(image.style.transform).toContain('translate(30px, -10px)');
    fireEvent.pointerDown(stage, { pointerId: 2, clientX: 230, clientY: 90 });
    // The fingers move from 100 px apart to 200 px apart: the image doubles.
    fireEvent.pointerMove(window, { pointerId: 2, clientX: 330, clientY: 90 });
    expect(widthOf(image)).toBeCloseTo(fitted * 2, 0);
    fireEvent.pointerUp(window, { pointerId: 1 });
    fireEvent.pointerUp(window, { pointerId: 2 });
    // The click that ends a drag over the backdrop does not close the overlay.
    fireEvent.click(stage);
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });

  it('hides the toolbar when it is switched off', async () => {
    await openPreview(false);
    expect(screen.queryByRole('button', { name: 'Zoom in' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rotate' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('stays open on a click on the image, and closes on a double click', async () => {
    const { image } = await openPreview();
    finishLoading(image);
    fireEvent.click(image);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.doubleClick(image);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['Escape', () => fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' })],
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    [
      'a click on the backdrop',
      () => fireEvent.click(screen.getByRole('status').parentElement as Element),
    ],
  ])('closes on %s and gives focus back to the opener', async (_, close) => {
    const { opener } = await openPreview();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    close();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  // A click between React's commit and its first effects (hydration on a slow phone) must keep
  // its opener: the first effect, which finds no overlay yet, must not clear it.
  it('gives focus back to an opener clicked before its first effects ran', async () => {
    function ClickOnCommit() {
      useLayoutEffect(() => {
        const opener = screen.getByRole('button', { name: 'Open photo' });
        opener.focus();
        opener.click();
      }, []);
      return null;
    }
    render(
      <>
        <Opener />
        <ClickOnCommit />
      </>,
    );
    const close = await screen.findByRole('button', { name: 'Close' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open photo' }));
  });

  it('keeps Tab within the overlay', async () => {
    const { image } = await openPreview();
    finishLoading(image);
    const close = screen.getByRole('button', { name: 'Close' });
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(zoomIn);
    fireEvent.keyDown(zoomIn, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
    // Focus pulled out of the overlay is sent back in.
    act(() => screen.getByRole('button', { name: 'Open photo', hidden: true }).focus());
    expect(document.activeElement).toBe(close);
  });

  it('locks the page scroll while open and restores it exactly, also after two rounds', async () => {
    document.body.style.overflow = 'scroll';
    document.body.style.paddingRight = '3px';
    // A 15 px scrollbar: the page is padded by as much so it does not shift.
    Object.defineProperty(document.documentElement, 'clientWidth', {
      value: window.innerWidth - 15,
      configurable: true,
    });
    try {
      const { opener } = await openPreview();
      expect(document.body.style.overflow).toBe('hidden');
      expect(document.body.style.paddingRight).toBe('18px');
      fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
      expect(document.body.style.overflow).toBe('scroll');
      fireEvent.click(opener);
      await screen.findByRole('dialog');
      await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(document.body.style.overflow).toBe('scroll');
      expect(document.body.style.paddingRight).toBe('3px');
    } finally {
      Reflect.deleteProperty(document.documentElement, 'clientWidth');
    }
  });
});
