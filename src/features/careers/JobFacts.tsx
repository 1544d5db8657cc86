import { Badge, Group, Stack } from '@mantine/core';
import calendarIcon from '@tabler/icons/outline/calendar-event.svg?no-inline';
import mapPinIcon from '@tabler/icons/outline/map-pin.svg?no-inline';
import type { Job } from '@/api/generated/model';
import { formatDate } from '@/components/formatDate';
import { MaskedIcon } from '@/components/MaskedIcon';
import { useLocale } from '@/lib/i18n/useLocale';
import classes from './JobFacts.module.css';

/** How the job is worked and the experience it asks for, where the API gives them, then where it is and when it was posted. */
export function JobFacts({ job }: { job: Job }) {
  const locale = useLocale();
  const tags = [job.EmploymentType, job.Experience].filter((tag) => tag?.trim());
  return (
    <Stack component="span" gap={8}>
      {tags.length > 0 && (
        <Group component="span" gap={6}>
          {tags.map((tag) => (
            <Badge key={tag} component="span" variant="light" radius="sm" tt="none" fw={600} size="md">
              {tag}
            </Badge>
          ))}
        </Group>
      )}
      {/* A long place wraps within its own half, and the date keeps its line beside it. The date stands at
          the end, where its place does not hang on the place's width, which differs by a few pixels between
          the brand face and the local face the page first paints in. */}
      <Group component="span" gap="md" c="dimmed" fz="sm" wrap="nowrap" align="flex-start" justify="space-between">
        <Group component="span" gap={4} wrap="nowrap" align="flex-start" miw={0}>
          <MaskedIcon src={mapPinIcon} size={16} className={classes.besideFirstLine} />
          <span>{job.Location}</span>
        </Group>
        <Group component="span" gap={4} wrap="nowrap" style={{ flex: 'none' }}>
          <MaskedIcon src={calendarIcon} size={16} />
          <time dateTime={job.CreationDate}>{formatDate(job.CreationDate, locale)}</time>
        </Group>
      </Group>
    </Stack>
  );
}
