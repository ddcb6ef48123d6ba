// The visible strings of the shell's client components, built on the server. First-load client
// components take their strings as props, so i18next never reaches a page's first load.
import 'server-only';
import type { BackToTopLabels } from '#components/back-to-top.tsx';
import type { LanguageSwitchLabels } from '#components/language-switch.tsx';
import type { MobileMenuLabels } from '#components/mobile-menu.tsx';
import type { NetworkLabels } from '#components/navigation-feedback/network-notice.tsx';
import type { NavLabels } from '#components/nav-list.tsx';
import type { StatusStrings } from '#components/status/status-strings.tsx';
import type { UseAppLabels } from '#components/use-app-button.tsx';
import type { WechatLabels } from '#components/wechat-button.tsx';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { navigation } from '#lib/site-config.ts';

type CommonT = Awaited<ReturnType<typeof getTranslation<'common'>>>['t'];
type NavKey =
  `nav.${'index' | 'material' | 'show' | 'announcement' | 'download' | 'support' | 'community' | 'contributor'}`;

export function navLabels(t: CommonT): NavLabels {
  return {
    items: Object.fromEntries(navigation.map(({ key }) => [key, t(`nav.${key}` as NavKey)])),
    comingSoon: t('nav.comingSoon'),
    external: t('nav.external'),
  };
}

export function appButtonLabels(t: CommonT): UseAppLabels {
  return { button: t('useApp.button'), notInstalled: t('useApp.notInstalled') };
}

export function languageSwitchLabels(t: CommonT): LanguageSwitchLabels {
  return { switchLanguage: t('header.switchLanguage'), languageName: t('header.languageName') };
}

export function mobileMenuLabels(t: CommonT): MobileMenuLabels {
  return {
    open: t('header.openMenu'),
    close: t('header.closeMenu'),
    navigation: t('nav.label'),
    nav: navLabels(t),
    useApp: appButtonLabels(t),
  };
}

export function wechatLabels(t: CommonT): WechatLabels {
  return {
    button: t('footer.wechat'),
    title: t('wechat.title'),
    qrAlt: t('wechat.qrAlt'),
    hint1: t('wechat.hint1'),
    hint2: t('wechat.hint2'),
    close: t('wechat.close'),
  };
}

export function networkLabels(t: CommonT): NetworkLabels {
  return {
    offline: t('network.offline'),
    detail: t('network.detail'),
    dismiss: t('network.dismiss'),
  };
}

export function backToTopLabels(t: CommonT): BackToTopLabels {
  return { label: t('backToTop') };
}

/** What the 404 and error screens say: also needed by the client-side error boundaries. */
export async function getStatusStrings(locale: Locale): Promise<StatusStrings> {
  const { t } = await getTranslation(locale, 'common');
  return {
    locale,
    notFound: {
      status: t('notFound.status'),
      title: t('notFound.title'),
      text: t('notFound.text'),
      home: t('notFound.home'),
    },
    error: {
      title: t('error.title'),
      text: t('error.text'),
      retry: t('error.retry'),
      home: t('error.home'),
    },
  };
}
