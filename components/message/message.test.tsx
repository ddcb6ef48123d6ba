// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { message } from './message.ts';

beforeAll(() => {
  // The host renders in a root of its own, outside any test's act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  document.documentElement.lang = 'en-US';
});

const text = (role: 'alert' | 'status') => screen.queryByRole(role)?.textContent ?? '';

afterEach(async () => {
  message.close();
  await waitFor(() => expect(text('status') + text('alert')).toBe(''));
});

describe('message', () => {
  it('is not in the page until a message is shown', () => {
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error as an alert, and a new message replaces it', async () => {
    message.error('The drawing could not be started');
    await waitFor(() => expect(text('alert')).toBe('The drawing could not be started'));

    message.success('Copied');
    await waitFor(() => expect(text('status')).toBe('Copied'));
    expect(text('alert')).toBe('');
    expect(screen.queryByText('The drawing could not be started')).toBeNull();
  });

  it('reads warnings out as alerts and notes as a status', async () => {
    message.warning('Points are running low');
    await waitFor(() => expect(text('alert')).toBe('Points are running low'));
    message.info('Drawing started');
    await waitFor(() => expect(text('status')).toBe('Drawing started'));
    expect(text('alert')).toBe('');
  });

  it('closes by itself after its duration', async () => {
    message.info('Saved', { duration: 200 });
    await screen.findByText('Saved');
    await waitFor(() => expect(screen.queryByText('Saved')).toBeNull());
  });

  it('stays while the pointer is on it, and closes with its button', async () => {
    message.error('Network error', { duration: 150 });
    const shown = await screen.findByText('Network error');
    fireEvent.pointerEnter(shown);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Network error')).not.toBeNull();
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Network error')).toBeNull());
  });
});
