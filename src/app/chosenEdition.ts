/** The attribute marking the language switch's links, whose click remembers the chosen edition. */
export const languageSwitchAttribute = 'data-language-switch';

/**
 * Runs in every prerendered page's inline script (src/app/pageStart.ts). A visitor who chose an edition with the language switch is sent to that edition of any page they
 * land on later. The choice lives in the visitor's storage only, so a crawler, which keeps none,
 * always gets the page its URL names.
 */
export function followChosenEdition() {
  const key = 'webbee-edition';
  const shown = document.documentElement.lang;
  try {
    const chosen = window.localStorage.getItem(key);
    if ((chosen === 'ar' || chosen === 'en') && chosen !== shown) {
      const { pathname, search, hash } = window.location;
      const target = chosen === 'ar' ? `/ar${pathname}` : pathname.replace(/^\/ar(?=\/|$)/i, '') || '/';
      window.location.replace(target + search + hash);
      return;
    }
  } catch {
    // Storage denied (a private window, a blocked site): the page stays the one asked for.
  }
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest(`a[${languageSwitchAttribute}]`) : null;
      const chosen = link?.getAttribute('hreflang');
      if (!chosen) return;
      try {
        window.localStorage.setItem(key, chosen);
      } catch {
        // Without storage the switch still works; it is only not remembered.
      }
    },
    true,
  );
}
