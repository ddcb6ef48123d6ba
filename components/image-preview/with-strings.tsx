// Test helper: renders a component inside the English I18nProvider, as the layout would.
import type { ReactNode } from 'react';
import common from '../../locales/en/common.json';
import { I18nProvider } from '../i18n-provider.tsx';

export function WithStrings(props: { children: ReactNode }) {
  return (
    <I18nProvider locale="en" resources={{ common }}>
      {props.children}
    </I18nProvider>
  );
}
