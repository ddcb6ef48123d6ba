// What a build with HELP_INSIGHTS=0 compiles in place of ./help-feedback.tsx (next.config.mjs,
// `turbopack.resolveAlias`): nothing, so that not a byte of the widget reaches an article's
// scripts. It takes the same props as the widget and ignores them.
export function HelpFeedback(): null {
  return null;
}
