// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '#locales/en/common.json';
import { UseAppButton } from './use-app-button.tsx';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push }),
  useParams: () => ({ locale: 'en' }),
}));

function renderButton(props: { compact?: boolean; onNavigate?: () => void } = {}) {
  render(<UseAppButton labels={en.useApp} appAddress="mantisoft://" {...props} />);
  return screen.getByRole('button', { name: en.useApp.button });
}

describe('UseAppButton', () => {
  let alert: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    alert = vi.fn();
    vi.stubGlobal('alert', alert);
    push.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('tells the visitor the application is missing and opens the English download page', () => {
    const onNavigate = vi.fn();
    fireEvent.click(renderButton({ onNavigate }));
    act(() => vi.advanceTimersByTime(99));
    expect(alert).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(alert).toHaveBeenCalledWith(en.useApp.notInstalled);
    expect(onNavigate).toHaveBeenCalledOnce();
    expect(push).toHaveBeenCalledWith('/en/download?from=home');
  });

  it('stays quiet when the application takes the focus', () => {
    fireEvent.click(renderButton());
    act(() => {
      vi.advanceTimersByTime(30);
      window.dispatchEvent(new Event('blur'));
      vi.advanceTimersByTime(200);
    });
    expect(alert).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });

  it('keeps its name when the header shows only the icon', () => {
    const button = renderButton({ compact: true });
    expect(button.getAttribute('title')).toBe(en.useApp.button);
  });
});
