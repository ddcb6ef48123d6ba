// Which Mac build to offer when the visitor has no remembered choice. Chromium browsers tell the
// CPU architecture through User-Agent Client Hints; Safari and Firefox do not, and then Apple
// silicon is the better guess (every Mac sold since 2023). The download overview has a fuller
// detector; this stays minimal so that the mac level does not depend on it.
type HighEntropy = { getHighEntropyValues(hints: string[]): Promise<{ architecture?: string }> };

function clientHints(): HighEntropy | null {
  const data: unknown = Reflect.get(navigator, 'userAgentData');
  if (data && typeof data === 'object' && 'getHighEntropyValues' in data) {
    return data as HighEntropy;
  }
  return null;
}

export async function detectMacChip(): Promise<'apple' | 'intel'> {
  const hints = clientHints();
  if (!hints) return 'apple';
  try {
    const { architecture } = await hints.getHighEntropyValues(['architecture']);
    return architecture === 'x86' ? 'intel' : 'apple';
  } catch {
    return 'apple';
  }
}
