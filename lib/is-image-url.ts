// Which links the image preview may open: paths or URLs whose path ends in .png, .jpg or .jpeg
// (any case). The query string and hash are not part of the path, so `a.png?v=2` still counts.

const imageExtension = /\.(png|jpe?g)$/i;

export function isImageUrl(url: string): boolean {
  const path = url.trim().split(/[?#]/, 1)[0] ?? '';
  return imageExtension.test(path);
}
