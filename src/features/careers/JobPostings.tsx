import { siteConfig } from '@/api/config';
import type { Job } from '@/api/generated/model';
import { JsonLd } from '@/components/JsonLd';
import { useSanitizer } from '@/components/sanitizer';
import { company } from '@/content/company';
import { localizedPath } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/useLocale';

/** Each open job as JobPosting structured data, so job search engines can list it. */
export function JobPostings({ jobs }: { jobs: Job[] }) {
  const sanitize = useSanitizer();
  const careersUrl = siteConfig.siteUrl + localizedPath('/careers', useLocale());
  return (
    <>
      {jobs.map((job) => (
        <JsonLd
          key={job.Id}
          data={{
            '@type': 'JobPosting',
            title: job.Title,
            url: careersUrl,
            description: sanitize(job.JobDescription),
            datePosted: job.CreationDate,
            hiringOrganization: { '@type': 'Organization', name: company.legalName, sameAs: siteConfig.siteUrl },
            jobLocation: {
              '@type': 'Place',
              address: { '@type': 'PostalAddress', addressLocality: job.Location, addressCountry: 'AE' },
            },
          }}
        />
      ))}
    </>
  );
}
