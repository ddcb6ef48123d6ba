// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDrawClient } from '#lib/draw/client.ts';
import strings from '#locales/en/draw.json';
import { DrawDialog } from './draw-dialog.tsx';

// The picture's preview overlay reads the page's locale from the route.
vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'en' }) }));

// jsdom loads no images: the captcha's pictures load at once.
class LoadingImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(_: string) {
    setTimeout(() => this.onload?.(), 0);
  }
}

beforeAll(() => {
  // Alerts go to the site's message helper, which renders in a root of its own.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  document.documentElement.lang = 'en-US';
  vi.stubGlobal('Image', LoadingImage);
});

afterAll(() => vi.unstubAllGlobals());

afterEach(async () => {
  cleanup();
  await waitFor(() => expect(alertText()).toBe(''));
});

const alertText = () => screen.queryByRole('alert')?.textContent ?? '';

const text = strings.dialog;
const json = (body: unknown, init?: ResponseInit) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' }, ...init });
const ok = (data: unknown) => json({ code: 0, msg: 'ok', data });

const puzzle = { id: 'puzzle-1', background: 'bg', piece: 'piece', expiresInS: 120 };

/**
 * The site behind a fake fetch: the account, a captcha whose every drag passes (each with a new
 * pass), then what `draw` and `task` answer. `drawn` holds each drawing's body.
 */
function service(answers: { draw: () => Response; task?: () => Response }) {
  const calls: string[] = [];
  const drawn: unknown[] = [];
  let passes = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    calls.push(path);
    if (path.endsWith('/client/detail')) return ok({ balance: 10, used: 4 });
    if (path.endsWith('/captcha') && init?.method === 'POST') {
      passes += 1;
      return ok({ verdict: 'success', pass: `pass-${passes}` });
    }
    if (path.endsWith('/captcha')) return ok(puzzle);
    if (path.endsWith('/draw')) {
      drawn.push(JSON.parse(String(init?.body)));
      return answers.draw();
    }
    if (path.endsWith('/task/detail') && answers.task) return answers.task();
    return json({ code: 404, msg: 'unknown', data: null }, { status: 404 });
  });
  return { client: createDrawClient({ fetch }), calls, drawn };
}

function openDialog(client: ReturnType<typeof service>['client'], onClose = () => undefined) {
  render(<DrawDialog strings={strings} locale="en" demo onClose={onClose} client={client} />);
  return screen.getByRole('dialog', { name: text.title });
}

/** Types `prompt`, starts, and solves the captcha that then comes. */
async function submit(prompt: string) {
  fireEvent.change(screen.getByLabelText(text.promptLabel), { target: { value: prompt } });
  fireEvent.click(screen.getByRole('button', { name: text.start }));
  const handle = await screen.findByRole('slider', { name: strings.captcha.handle });
  await waitFor(() => expect(handle.getAttribute('tabindex')).toBe('0'));
  fireEvent.pointerDown(handle, { clientX: 10, clientY: 10, button: 0, pointerId: 1 });
  fireEvent.pointerMove(handle, { clientX: 90, clientY: 12, pointerId: 1 });
  fireEvent.pointerUp(handle, { clientX: 90, clientY: 12, pointerId: 1 });
}

describe('DrawDialog', () => {
  it('shows the points, what they pay for, and asks for the captcha before a first drawing', async () => {
    const { client, calls } = service({ draw: () => ok({ paintingSign: 'task-1' }) });
    openDialog(client);
    expect(screen.getByText(text.demo)).toBeTruthy();
    await screen.findByText('Enough for 5 normal or 2 specific drawings');
    fireEvent.change(screen.getByLabelText(text.promptLabel), {
      target: { value: 'a quiet harbour' },
    });
    fireEvent.click(screen.getByRole('button', { name: text.start }));
    expect(await screen.findByRole('heading', { name: text.verify })).toBeTruthy();
    expect(screen.getByRole('slider', { name: strings.captcha.handle })).toBeTruthy();
    // Nothing is drawn before the captcha is solved.
    expect(calls.some((path) => path.endsWith('/draw'))).toBe(false);
  });

  it('draws with the captcha’s pass, and asks for the captcha again for the next drawing', async () => {
    const { client, drawn } = service({
      draw: () => ok({ paintingSign: 'task-1' }),
      task: () => ok({ state: 'success', progress: 1, imgUrl: '/a.svg', current_image: null }),
    });
    openDialog(client);
    await submit('a quiet harbour');
    await waitFor(() => expect(drawn).toEqual([{ prompt: 'a quiet harbour', pass: 'pass-1' }]));
    await screen.findByText(text.finished);
    await waitFor(() =>
      expect(screen.queryByRole('slider', { name: strings.captcha.handle })).toBeNull(),
    );
    await submit('a second harbour');
    await waitFor(() => expect(drawn).toHaveLength(2));
    expect(drawn[1]).toEqual({ prompt: 'a second harbour', pass: 'pass-2' });
  });

  it('shows the site’s own message when it refuses a drawing, as it comes', async () => {
    const { client } = service({
      draw: () =>
        json(
          {
            code: 403,
            msg: 'The check has expired or was not completed',
            data: null,
            reason: 'captcha',
          },
          { status: 403 },
        ),
    });
    openDialog(client);
    await submit('one more');
    await waitFor(() => expect(alertText()).toBe('The check has expired or was not completed'));
  });

  it('refuses an empty description with an alert, without calling the service', async () => {
    const { client, calls } = service({ draw: () => ok({ paintingSign: 'task-1' }) });
    openDialog(client);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: text.start }).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(text.promptLabel), { target: { value: '    ' } });
    fireEvent.click(screen.getByRole('button', { name: text.start }));
    await waitFor(() => expect(alertText()).toBe(text.empty));
    expect(calls.some((path) => path.endsWith('/draw'))).toBe(false);
  });

  it("shows the service's message when it refuses a drawing, and stops", async () => {
    const { client, calls } = service({
      draw: () => json({ code: 4003, msg: 'That description is not allowed', data: null }),
    });
    openDialog(client);
    await submit('something refused');
    await waitFor(() => expect(alertText()).toBe('That description is not allowed'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(calls.some((path) => path.endsWith('/task/detail'))).toBe(false);
  });

  it('tells a visitor the edge held back when to try again', async () => {
    // The edge's own 429 (nginx) has no message of the site's.
    const { client } = service({
      draw: () =>
        new Response('<html>429</html>', { status: 429, headers: { 'retry-after': '30' } }),
    });
    openDialog(client);
    await submit('one more');
    await waitFor(() => expect(alertText()).toBe('Too many drawings; please try again in 30 s'));
  });

  it('shows the finished picture behind a button that views it full size', async () => {
    const { client } = service({
      draw: () => ok({ paintingSign: 'task-2' }),
      task: () =>
        ok({
          state: 'success',
          progress: 1,
          imgUrl: '/files/draw/task-2.svg',
          current_image: null,
        }),
    });
    openDialog(client);
    await submit('a red kite');
    expect(await screen.findByText(text.finished)).toBeTruthy();
    const picture = screen.getByRole('button', {
      name: 'View full size: Picture drawn from the description: a red kite',
    });
    expect(picture.querySelector('img')?.getAttribute('src')).toBe('/files/draw/task-2.svg');
  });

  it('shows progress and the preview while drawing, and the failure text when it fails', async () => {
    const answers = [
      ok({ state: 'running', progress: 0.42, imgUrl: null, current_image: 'PHN2ZyB4bWxucz0i' }),
      ok({ state: 'failed', progress: 0.5, imgUrl: null, current_image: null }),
    ];
    const { client } = service({
      draw: () => ok({ paintingSign: 'task-3' }),
      task: () =>
        answers.shift() ??
        ok({ state: 'failed', progress: 0.5, imgUrl: null, current_image: null }),
    });
    openDialog(client);
    await submit('a storm');
    const bar = await screen.findByRole('progressbar', { name: text.progress });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByRole('img', { name: text.previewAlt }).getAttribute('src')).toMatch(
      /^data:image\/svg\+xml;base64,/,
    );
    // The next poll comes 3 s later, within the wait's limit (tools/testing/dom-waits.ts).
    expect(await screen.findByText(text.failed)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('closes on Escape', () => {
    const onClose = vi.fn();
    const { client } = service({ draw: () => ok({ paintingSign: 'task-4' }) });
    const dialog = openDialog(client, onClose);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
