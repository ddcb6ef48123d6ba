// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard.ts';

function setClipboard(value: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

function setExecCommand(impl: (command: string) => boolean) {
  const spy = vi.fn(impl);
  Object.defineProperty(document, 'execCommand', { value: spy, configurable: true });
  return spy;
}

afterEach(() => {
  setClipboard(undefined);
  vi.restoreAllMocks();
});

describe('copyText', () => {
  it('uses the Clipboard API when it works', async () => {
    const writeText = vi.fn(async () => undefined);
    setClipboard({ writeText });
    const execCommand = setExecCommand(() => true);
    await copyText('abc123');
    expect(writeText).toHaveBeenCalledWith('abc123');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a selected textarea when the Clipboard API refuses', async () => {
    setClipboard({ writeText: vi.fn(async () => Promise.reject(new Error('denied'))) });
    let selected = '';
    setExecCommand((command) => {
      const area = document.querySelector('textarea');
      // What execCommand copies is the selection: the whole text must be selected.
      if (
        command === 'copy' &&
        area &&
        area.selectionEnd - area.selectionStart === area.value.length
      ) {
        selected = area.value;
      }
      return true;
    });
    await copyText('sudo apt install ./x.deb');
    expect(selected).toBe('sudo apt install ./x.deb');
    // The helper textarea does not stay in the page.
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back when there is no Clipboard API at all', async () => {
    const execCommand = setExecCommand(() => true);
    await copyText('hash');
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('rejects when both ways fail', async () => {
    setClipboard({ writeText: vi.fn(async () => Promise.reject(new Error('denied'))) });
    setExecCommand(() => false);
    await expect(copyText('hash')).rejects.toThrow();
    setExecCommand(() => {
      throw new Error('unsupported');
    });
    await expect(copyText('hash')).rejects.toThrow();
  });
});
