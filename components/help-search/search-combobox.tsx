'use client';
// The search field as an ARIA 1.2 combobox: typing searches, arrows move through the results
// (aria-activedescendant, focus stays in the field), Enter opens the active one, Escape closes
// the list and a second Escape clears the field; a click outside closes it.
import { useRouter } from 'next/navigation';
import {
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useClickOutside } from '#components/use-click-outside.ts';
import type { HelpSearchHit } from '#lib/help-search/types.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { type FieldBase, SearchField } from './search-field.tsx';
import { SearchPanel } from './search-panel.tsx';
import { tellClick } from './tell-click.ts';
import { useHelpSearch } from './use-help-search.ts';
import { useRecentSearches } from './use-recent-searches.ts';
import { useSearchInUrl } from './use-search-in-url.ts';

/** How the live field takes over from the plain one. */
export type LiveStart = { value: string; open: boolean; focus: boolean; caret: number | null };

export type LiveSearchProps = {
  locale: Locale;
  field: FieldBase;
  /** What the plain field held when it was replaced (read once, when the live one mounts). */
  start: RefObject<LiveStart>;
  /** Tell the site which result was opened, for the content team's report. */
  tellClicks: boolean;
};

export function SearchCombobox(props: LiveSearchProps) {
  const { locale, field, start, tellClicks } = props;
  const { variant, action, labels, inputRef } = field;
  const router = useRouter();
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState(() => start.current.value);
  const [open, setOpen] = useState(() => start.current.open);
  const [active, setActive] = useState(-1);
  const search = useHelpSearch(locale, value);
  const recent = useRecentSearches();
  const items = search.answer?.items ?? [];
  const listShown = open && items.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  // The hero search lives on /support: its address always names the search, for sharing.
  useSearchInUrl(variant === 'hero', search.answer?.keyword ?? '', value.trim() === '');

  // Before the browser paints or handles another key: the visitor goes on typing here.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const { focus, caret } = start.current;
    if (!focus || !input) return;
    input.focus();
    if (caret !== null) input.setSelectionRange(caret, caret);
  }, [inputRef, start]);

  useClickOutside(rootRef, () => setOpen(false), open);

  useEffect(() => {
    if (active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const openHit = (hit: HelpSearchHit) => {
    if (tellClicks) tellClick(locale, search.answer, hit.id);
    recent.add(value);
    setOpen(false);
    router.push(hit.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = items.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((now) => (now < 0 && step < 0 ? count - 1 : (now + step + count) % count));
    } else if (event.key === 'Enter') {
      const hit = listShown ? items[active] : undefined;
      if (hit) {
        event.preventDefault();
        openHit(hit);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (open) setOpen(false);
      else setValue('');
      setActive(-1);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = value.trim();
    if (keyword === '') return;
    recent.add(keyword);
    if (variant === 'hero') setOpen(true);
    else router.push(`${action}?${new URLSearchParams({ q: keyword })}`);
  };

  return (
    <SearchField
      {...field}
      rootRef={rootRef}
      onSubmit={onSubmit}
      input={{
        role: 'combobox',
        value,
        'aria-expanded': listShown,
        'aria-controls': listId,
        'aria-autocomplete': 'list',
        'aria-activedescendant': listShown && active >= 0 ? optionId(active) : undefined,
        onChange: (event) => {
          setValue(event.target.value);
          setActive(-1);
          setOpen(true);
        },
        onFocus: () => setOpen(true),
        onClick: () => setOpen(true),
        onKeyDown,
      }}
    >
      <SearchPanel
        labels={labels}
        search={search}
        open={open}
        listId={listId}
        items={listShown ? items : []}
        active={active}
        optionId={optionId}
        onHover={setActive}
        onOpenHit={(hit) => {
          if (tellClicks) tellClick(locale, search.answer, hit.id);
          recent.add(value);
          setOpen(false);
        }}
        recent={open && search.blank ? recent : null}
        onPickRecent={(term) => {
          setValue(term);
          setOpen(true);
          inputRef.current?.focus();
        }}
      />
    </SearchField>
  );
}
