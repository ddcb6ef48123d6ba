// Every content read of the site. Pages import from here and never call fetch themselves.
export * from './announcements.ts';
export * from './showcase.ts';
export * from './software.ts';
export * from './help.ts';
export { inParallel } from './parallel.ts';
export {
  isNotFound,
  ContentError,
  ContentServiceError,
  ContentUnreachableError,
  ContentTooLargeError,
  ContentTimeoutError,
  ContentValidationError,
} from './errors.ts';
export { tags, isKnownTag } from './tags.ts';
