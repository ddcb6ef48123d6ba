// Copying a text for the visitor. The async Clipboard API needs a secure context and may be
// refused by the browser; the legacy execCommand path still works in many of those cases
// (plain-HTTP intranets, older embedded browsers), so it is the fallback.

function copyByTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off screen, so that selecting it neither scrolls the page nor flashes.
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  document.body.append(area);
  const previousFocus = document.activeElement;
  try {
    area.focus();
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    if (previousFocus instanceof HTMLElement) previousFocus.focus();
  }
}

/** Puts the text on the clipboard; rejects when neither the Clipboard API nor the fallback can. */
export async function copyText(text: string): Promise<void> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return;
    }
  } catch {
    // Refused (no permission, insecure context): try the legacy way below.
  }
  if (!copyByTextarea(text)) throw new Error('The text could not be copied');
}
