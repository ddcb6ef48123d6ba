// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkNotice } from './network-notice.tsx';

const labels = { offline: 'Offline.', detail: 'Pages may not open.', dismiss: 'Dismiss' };

function goOnline(onLine: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(onLine);
  window.dispatchEvent(new Event(onLine ? 'online' : 'offline'));
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('NetworkNotice', () => {
  it('shows while offline, goes when the connection is back, and stays away once dismissed', () => {
    render(<NetworkNotice labels={labels} />);
    expect(screen.queryByText('Offline.')).toBeNull();
    act(() => goOnline(false));
    expect(screen.getByRole('status').textContent).toBe('Offline. Pages may not open.Dismiss');
    act(() => goOnline(true));
    expect(screen.queryByText('Offline.')).toBeNull();
    act(() => goOnline(false));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Offline.')).toBeNull();
  });

  it('shows again on the next loss of connection, however quickly it came back in between', () => {
    render(<NetworkNotice labels={labels} />);
    act(() => goOnline(false));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    // Back and gone again within one update: React renders once, and sees "offline" as before.
    act(() => {
      goOnline(true);
      goOnline(false);
    });
    expect(screen.queryByText('Offline.')).not.toBeNull();
  });
});
