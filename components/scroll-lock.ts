// Stops the page behind an overlay from scrolling. Locks are counted, so two overlays (or an
// open right after a close) release the page only once, back to exactly the styles it had. The
// scrollbar's width is added as padding so the page does not jump sideways when it disappears.

let locks = 0;
let saved: { overflow: string; paddingRight: string } | undefined;

export function lockBodyScroll(): () => void {
  const body = document.body;
  if (locks === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // clientWidth is 0 where nothing is laid out (jsdom); there is no scrollbar to make up for.
    const viewport = document.documentElement.clientWidth;
    const scrollbar = viewport > 0 ? window.innerWidth - viewport : 0;
    if (scrollbar > 0) {
      const padding = Number.parseFloat(getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${padding + scrollbar}px`;
    }
    body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks > 0 || !saved) return;
    body.style.overflow = saved.overflow;
    body.style.paddingRight = saved.paddingRight;
    saved = undefined;
  };
}
