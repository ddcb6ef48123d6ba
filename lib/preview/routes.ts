// The preview's own addresses (app/api/preview), for the server and the browser alike.
export const previewPath = '/api/preview';
export const previewExitPath = '/api/preview/exit';

/** The address that leaves preview and opens `path` published. */
export function exitPreviewHref(path: string): string {
  return `${previewExitPath}?${new URLSearchParams({ path })}`;
}
