// Where the previewed image sits: its displayed width (height follows the aspect ratio), its
// rotation and how far it has been dragged from the centre. Pure, so the rules are easy to test.

export const zoomStep = 100;
export const rotationStep = 90;
/** Zooming out stops here, so the image never shrinks to a speck that is hard to find again. */
export const minWidth = 80;
export const maxWidth = 12_000;

export type View = { width: number; rotation: number; x: number; y: number };
export type Size = { width: number; height: number };

export const initialView: View = { width: 0, rotation: 0, x: 0, y: 0 };

export type ViewAction =
  | { type: 'fit'; natural: Size; box: Size }
  | { type: 'zoom'; by: number }
  | { type: 'scale'; factor: number }
  | { type: 'rotate' }
  | { type: 'move'; dx: number; dy: number };

/** The width that shows the whole image inside the box, never larger than the image itself. */
export function fitWidth(natural: Size, box: Size): number {
  if (natural.width <= 0 || natural.height <= 0) return Math.max(minWidth, box.width);
  const ratio = natural.width / natural.height;
  return Math.max(1, Math.floor(Math.min(natural.width, box.width, box.height * ratio)));
}

function resize(view: View, next: number): View {
  // An image already below the minimum (a tiny icon) may stay that size, but never shrinks more.
  const floor = Math.min(minWidth, view.width);
  const width = Math.round(Math.min(maxWidth, Math.max(floor, next)));
  return width === view.width ? view : { ...view, width };
}

export function viewReducer(view: View, action: ViewAction): View {
  switch (action.type) {
    case 'fit':
      return { ...initialView, width: fitWidth(action.natural, action.box) };
    case 'zoom':
      return view.width > 0 ? resize(view, view.width + action.by) : view;
    case 'scale':
      return view.width > 0 ? resize(view, view.width * action.factor) : view;
    case 'rotate':
      // The angle keeps growing (450°, 540°…) so the animation always turns the same way.
      return { ...view, rotation: view.rotation + rotationStep };
    case 'move':
      return { ...view, x: view.x + action.dx, y: view.y + action.dy };
  }
}

export function transformOf(view: View): string {
  return `translate(-50%, -50%) translate(${view.x}px, ${view.y}px) rotate(${view.rotation}deg)`;
}
