const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-18T09:00:00' → '18 Nov 2026', the same on the server and in every browser time zone. */
export const formatDate = (isoDate: string): string => {
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(isoDate) ? isoDate : `${isoDate}Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dayMonthYear.format(date);
};
