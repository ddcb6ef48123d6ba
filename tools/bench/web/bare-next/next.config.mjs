// Next looks for its configuration up the folders: without this file the yardstick would be
// built with the site's (its headers, redirects and cache handler). A bare page has none.
const nextConfig = {};

export default nextConfig;
