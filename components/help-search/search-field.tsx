// The form and field both stages of the search box render, so that the live search replaces the
// plain form without a visible change.
import type { ComponentProps, ReactNode, Ref, RefObject } from 'react';
import { maxKeywordLength } from '#lib/help-search/limits.ts';
import type { HelpSearchLabels } from './labels.ts';
import styles from './help-search.module.css';
import { SearchIcon } from './search-icon.tsx';

/** The wide box of the help centre's front page, or the small one of a heading's pages. */
export type HelpSearchVariant = 'hero' | 'compact';

/** What both stages pass alike: which box, where it submits, its strings, field and hint. */
export type FieldBase = {
  variant: HelpSearchVariant;
  action: string;
  labels: HelpSearchLabels;
  inputRef: RefObject<HTMLInputElement | null>;
  hintId: string;
};

type Props = FieldBase & {
  input: ComponentProps<'input'>;
  onSubmit?: ComponentProps<'form'>['onSubmit'];
  rootRef?: Ref<HTMLDivElement>;
  /** The live part: results, messages, recent searches. */
  children?: ReactNode;
};

export function SearchField({
  variant,
  action,
  labels,
  inputRef,
  hintId,
  input,
  onSubmit,
  rootRef,
  children,
}: Props) {
  return (
    <div className={styles.root} data-variant={variant} ref={rootRef}>
      <form role="search" action={action} method="get" className={styles.form} onSubmit={onSubmit}>
        <label className={styles.field}>
          <span className="visually-hidden">{labels.label}</span>
          {variant === 'hero' && <SearchIcon size={22} />}
          <input
            ref={inputRef}
            type="search"
            name="q"
            maxLength={maxKeywordLength}
            placeholder={labels.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={hintId}
            className={styles.input}
            {...input}
          />
          <kbd className={styles.kbd} aria-hidden="true">
            /
          </kbd>
        </label>
        {variant === 'hero' ? (
          <button type="submit" className={styles.submit}>
            {labels.submit}
          </button>
        ) : (
          <button type="submit" className={styles.iconSubmit}>
            <SearchIcon size={18} />
            <span className="visually-hidden">{labels.submit}</span>
          </button>
        )}
        <span id={hintId} className="visually-hidden">
          {labels.shortcut}
        </span>
      </form>
      {children}
    </div>
  );
}
