// The previous version of the website installed a service worker and filled Cache Storage;
// left alone they keep serving its old files to returning visitors. This site uses neither, so
// every registration and every cache of the origin goes. Each step is best effort: the APIs are
// missing in insecure contexts and some browsers refuse them (private modes), and a visitor must
// never see an error for it.

type Browser = {
  serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistrations'>;
  caches?: Pick<CacheStorage, 'keys' | 'delete'>;
};

async function unregisterWorkers(container: Browser['serviceWorker']): Promise<number> {
  if (!container) return 0;
  const registrations = await container.getRegistrations();
  const done = await Promise.all(registrations.map((each) => each.unregister().catch(() => false)));
  return done.filter(Boolean).length;
}

async function deleteCaches(storage: Browser['caches']): Promise<number> {
  if (!storage) return 0;
  const names = await storage.keys();
  const done = await Promise.all(names.map((name) => storage.delete(name).catch(() => false)));
  return done.filter(Boolean).length;
}

function thisBrowser(): Browser {
  try {
    return {
      serviceWorker: globalThis.navigator?.serviceWorker,
      caches: globalThis.caches,
    };
  } catch {
    // Reading either may throw a SecurityError where storage is blocked.
    return {};
  }
}

/** Unregisters the service workers and deletes the caches; resolves with how many went. */
export async function clearOldSite(
  browser: Browser = thisBrowser(),
): Promise<{ workers: number; caches: number }> {
  const [workers, cacheCount] = await Promise.all([
    unregisterWorkers(browser.serviceWorker).catch(() => 0),
    deleteCaches(browser.caches).catch(() => 0),
  ]);
  return { workers, caches: cacheCount };
}
