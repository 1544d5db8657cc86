import { Group } from '@mantine/core';
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import type { Job } from '@/api/generated/model';
import { formatDate } from '@/components/formatDate';
import { useLocale } from '@/lib/i18n/useLocale';

/** Where the job is and when it was posted. */
export function JobFacts({ job }: { job: Job }) {
  const locale = useLocale();
  return (
    <Group component="span" gap="md" c="dimmed" fz="sm">
      <Group component="span" gap={4}>
        <IconMapPin size={16} aria-hidden="true" />
        <span>{job.Location}</span>
      </Group>
      <Group component="span" gap={4}>
        <IconCalendarEvent size={16} aria-hidden="true" />
        <time dateTime={job.CreationDate}>{formatDate(job.CreationDate, locale)}</time>
      </Group>
    </Group>
  );
}
