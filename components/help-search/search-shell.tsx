'use client';
// The search box on a page's first load: the plain form, the keyboard shortcut, and the loader
// of the live search (react-query and the results), fetched only when the visitor starts to
// search or arrives with ?q=, so it never weighs on the page's first load.
import { type ComponentType, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '#lib/i18n/locales.ts';
import type { HelpSearchLabels } from './labels.ts';
import type { LiveSearchProps, LiveStart } from './search-combobox.tsx';
import { type HelpSearchVariant, SearchField } from './search-field.tsx';
import { isSearchShortcut } from './shortcut.ts';

type Props = {
  locale: Locale;
  variant: HelpSearchVariant;
  action: string;
  labels: HelpSearchLabels;
  /** Tell the site which result was opened (off with HELP_INSIGHTS=0). */
  tellClicks: boolean;
};

type Live = { Component: ComponentType<LiveSearchProps> };

let loading: Promise<ComponentType<LiveSearchProps>> | undefined;

function loadLiveSearch() {
  loading ??= import('./live-search.tsx').then((module) => module.LiveSearch);
  return loading;
}

export function SearchShell({ locale, variant, action, labels, tellClicks }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [live, setLive] = useState<Live | null>(null);
  // The live field replaces this one; never in the middle of an IME composition (pinyin), which
  // the swap would lose. It then waits for the composition to end.
  const composing = useRef(false);
  const waiting = useRef<{ Component: ComponentType<LiveSearchProps>; fromUrl?: string } | null>(
    null,
  );

  // What the plain field holds, kept as it changes: the live field starts from it, even for
  // keys pressed while the live part was loading.
  const start = useRef<LiveStart>({ value: '', open: false, focus: false, caret: null });

  const swap = useCallback(() => {
    const next = waiting.current;
    if (!next || composing.current) return;
    waiting.current = null;
    const input = inputRef.current;
    const focused = input !== null && document.activeElement === input;
    start.current = {
      value: next.fromUrl ?? input?.value ?? '',
      open: next.fromUrl !== undefined || focused,
      focus: focused,
      caret: focused ? (input?.selectionStart ?? null) : null,
    };
    setLive((current) => current ?? { Component: next.Component });
  }, []);

  const goLive = useCallback(
    (fromUrl?: string) => {
      loadLiveSearch().then(
        (Component) => {
          waiting.current = { Component, fromUrl };
          swap();
        },
        // Offline or a failed chunk: the plain form still submits to /support?q=.
        () => (loading = undefined),
      );
    },
    [swap],
  );

  // /support?q=… opens with the results: the query is read here, in the browser, so that the
  // page itself stays static.
  useEffect(() => {
    if (variant !== 'hero') return;
    const q = new URLSearchParams(window.location.search).get('q');
    if (q?.trim()) goLive(q);
  }, [variant, goLive]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
      goLive();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [goLive]);

  const field = { variant, action, labels, inputRef, hintId };
  if (live) {
    const { Component } = live;
    return <Component locale={locale} field={field} start={start} tellClicks={tellClicks} />;
  }
  return (
    <SearchField
      {...field}
      input={{
        onFocus: () => {
          start.current.focus = true;
          goLive();
        },
        onPointerEnter: () => void loadLiveSearch(),
        onInput: (event) => {
          start.current.value = event.currentTarget.value;
          start.current.caret = event.currentTarget.selectionStart;
        },
        onBlur: () => (start.current.focus = false),
        onCompositionStart: () => (composing.current = true),
        onCompositionEnd: () => {
          composing.current = false;
          swap();
        },
      }}
    />
  );
}
