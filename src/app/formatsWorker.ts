// Has ICU load an edition's number, date, collation and plural data on this worker's thread. ICU
// loads a locale's data once per browser process, on its first use, and that first use is the
// costly one: done here, it leaves hydration's main-thread work, where every page formats a price.
self.onmessage = ({ data: locale }: MessageEvent<string>) => {
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'AED' }).format(1499);
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(0);
  new Intl.Collator(locale).compare('a', 'b');
  new Intl.PluralRules(locale).select(1);
  self.postMessage(true);
  self.close();
};
