// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDrawClient } from '#lib/draw/client.ts';
import strings from '#locales/en/draw.json';
import { DrawDialog } from './draw-dialog.tsx';
import { markVerified } from './verification.ts';

// The picture's preview overlay reads the page's locale from the route.
vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'en' }) }));

beforeAll(() => {
  // Alerts go to the site's message helper, which renders in a root of its own.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  document.documentElement.lang = 'en-US';
});

afterEach(async () => {
  cleanup();
  await waitFor(() => expect(alertText()).toBe(''));
});

const alertText = () => screen.queryByRole('alert')?.textContent ?? '';

const text = strings.dialog;
const json = (body: unknown, init?: ResponseInit) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' }, ...init });
const ok = (data: unknown) => json({ code: 0, msg: 'ok', data });

/** A drawing service behind a fake fetch: the account, then what `draw` and `task` answer. */
function service(answers: { draw: () => Response; task?: () => Response }) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    calls.push(path);
    if (path.endsWith('/client/detail')) return ok({ balance: 10, used: 4 });
    if (path.endsWith('/draw')) return answers.draw();
    if (path.endsWith('/task/detail') && answers.task) return answers.task();
    return json({ code: 404, msg: 'unknown', data: null }, { status: 404 });
  });
  return { client: createDrawClient({ fetch }), calls };
}

function openDialog(client: ReturnType<typeof service>['client'], onClose = () => undefined) {
  render(<DrawDialog strings={strings} demo onClose={onClose} client={client} />);
  return screen.getByRole('dialog', { name: text.title });
}

function submit(prompt: string) {
  fireEvent.change(screen.getByLabelText(text.promptLabel), { target: { value: prompt } });
  fireEvent.click(screen.getByRole('button', { name: text.start }));
}

describe('DrawDialog', () => {
  it('shows the points, what they pay for, and asks for the captcha before a first drawing', async () => {
    const { client, calls } = service({ draw: () => ok({ paintingSign: 'task-1' }) });
    openDialog(client);
    expect(screen.getByText(text.demo)).toBeTruthy();
    await screen.findByText('Enough for 5 normal or 2 specific drawings');
    submit('a quiet harbour');
    expect(await screen.findByRole('heading', { name: text.verify })).toBeTruthy();
    expect(screen.getByRole('slider', { name: strings.captcha.handle })).toBeTruthy();
    // Nothing is drawn before the captcha is solved.
    expect(calls.some((path) => path.endsWith('/draw'))).toBe(false);
  });

  it('refuses an empty description with an alert, without calling the service', async () => {
    const { client, calls } = service({ draw: () => ok({ paintingSign: 'task-1' }) });
    openDialog(client);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: text.start }).disabled).toBe(true);
    submit('    ');
    await waitFor(() => expect(alertText()).toBe(text.empty));
    expect(calls.some((path) => path.endsWith('/draw'))).toBe(false);
  });

  it("shows the service's message when it refuses a drawing, and stops", async () => {
    markVerified();
    const { client, calls } = service({
      draw: () => json({ code: 4003, msg: 'That description is not allowed', data: null }),
    });
    openDialog(client);
    submit('something refused');
    await waitFor(() => expect(alertText()).toBe('That description is not allowed'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(calls.some((path) => path.endsWith('/task/detail'))).toBe(false);
  });

  it('tells a visitor who draws too often when to try again', async () => {
    markVerified();
    const { client } = service({
      draw: () =>
        json(
          { code: 429, msg: 'slow down', data: null },
          { status: 429, headers: { 'retry-after': '30' } },
        ),
    });
    openDialog(client);
    submit('one more');
    await waitFor(() => expect(alertText()).toBe('Too many drawings; please try again in 30 s'));
  });

  it('shows the finished picture behind a button that views it full size', async () => {
    markVerified();
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
    submit('a red kite');
    expect(await screen.findByText(text.finished)).toBeTruthy();
    const picture = screen.getByRole('button', {
      name: 'View full size: Picture drawn from the description: a red kite',
    });
    expect(picture.querySelector('img')?.getAttribute('src')).toBe('/files/draw/task-2.svg');
  });

  it('shows progress and the preview while drawing, and the failure text when it fails', async () => {
    markVerified();
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
    submit('a storm');
    const bar = await screen.findByRole('progressbar', { name: text.progress });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByRole('img', { name: text.previewAlt }).getAttribute('src')).toMatch(
      /^data:image\/svg\+xml;base64,/,
    );
    // The next poll comes 3 s later.
    expect(await screen.findByText(text.failed, {}, { timeout: 4500 })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  }, 10_000);

  it('closes on Escape', () => {
    const onClose = vi.fn();
    const { client } = service({ draw: () => ok({ paintingSign: 'task-4' }) });
    const dialog = openDialog(client, onClose);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
