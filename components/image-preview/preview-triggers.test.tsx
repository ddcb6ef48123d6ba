// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreviewImage } from './preview-image.tsx';
import { PreviewZone } from './preview-zone.tsx';

// The overlay loads the strings of the page's locale, read from the route.
vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'en' }) }));

afterEach(cleanup);

/** The overlay arrives through a dynamic import; give it every chance to appear. */
async function settle() {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
}

// Rich text arrives as sanitised HTML from the server, as it does on the help pages.
const richText = [
  '<p>Text <img src="/files/images/help/panel.PNG?v=2" alt="Control panel">',
  '<a href="/elsewhere"><img src="https://example.com/wiring.jpg" alt="Wiring"></a>',
  '<img src="/files/images/help/diagram.svg" alt="Diagram"></p>',
].join('');

function renderZone() {
  render(
    <PreviewZone openLabel="View full size: {{alt}}">
      <div dangerouslySetInnerHTML={{ __html: richText }} />
    </PreviewZone>,
  );
}

describe('PreviewZone', () => {
  it('opens a png image of the rich text in the overlay', async () => {
    renderZone();
    fireEvent.click(screen.getByAltText('Control panel'));
    const dialog = await screen.findByRole('dialog', { name: 'Image preview: Control panel' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toMatch(/panel\.PNG\?v=2$/);
  });

  it('opens the original, not the resized copy the page shows', async () => {
    renderZone();
    const image = screen.getByAltText('Control panel');
    // What a browser reports once its srcset has chosen the optimiser's copy.
    Object.defineProperty(image, 'currentSrc', {
      value: 'http://localhost/_next/image?url=%2Ffiles%2Fimages%2Fhelp%2Fpanel.PNG&w=640&q=75',
    });
    fireEvent.click(image);
    const dialog = await screen.findByRole('dialog', { name: 'Image preview: Control panel' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toMatch(
      /\/files\/images\/help\/panel\.PNG\?v=2$/,
    );
  });

  it('opens an image inside a link instead of following the link', async () => {
    renderZone();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByAltText('Wiring').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await screen.findByRole('dialog', { name: 'Image preview: Wiring' });
  });

  it('leaves an svg image alone', async () => {
    renderZone();
    const svg = screen.getByAltText('Diagram');
    fireEvent.click(svg);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(svg.getAttribute('role')).toBeNull();
    expect(svg.getAttribute('tabindex')).toBeNull();
  });

  it('makes the previewable images keyboard operable', async () => {
    renderZone();
    const panel = screen.getByRole('button', { name: 'View full size: Control panel' });
    expect(panel.tabIndex).toBe(0);
    fireEvent.keyDown(panel, { key: 'Enter' });
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(panel);
  });
});

describe('PreviewImage', () => {
  it('is a button named after the image that opens it full size', async () => {
    render(
      <PreviewImage
        src="/files/images/showcase/pcb.svg"
        alt="QR marking"
        openLabel="View full size: {{alt}}"
        width={1600}
        height={900}
      />,
    );
    const button = screen.getByRole('button', { name: 'View full size: QR marking' });
    const thumbnail = button.querySelector('img');
    expect(thumbnail?.getAttribute('width')).toBe('1600');
    expect(thumbnail?.getAttribute('height')).toBe('900');
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Image preview: QR marking' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/files/images/showcase/pcb.svg');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
