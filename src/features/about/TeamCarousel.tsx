import { useLingui } from '@lingui/react/macro';
import { Card, Group, Skeleton, Text } from '@mantine/core';
import { useGetTeam } from '@/api/generated/team/team';
import { LazyCardCarousel } from '@/components/LazyCardCarousel';
import { CarouselControlsPlace, ListSkeleton } from '@/components/ListSkeleton';
import { EmptyState } from '@/components/StatusMessage';
import { Portrait } from '@/components/visuals/Portrait';
import classes from './TeamCarousel.module.css';

/**
 * The spec's team carousel (section 9): 1.7 people at a time on phones, 3 on tablets, looping. From
 * 1024 px four cards fit the column, so a team of four is seen whole there, rather than three of
 * four behind arrows; a larger team pages by four.
 */
const teamSlideSize = { base: `${100 / 1.7}%`, sm: '33.3333%', md: '25%' };
const wholeTeamUpTo = 4;

/** 'Our Team' from the API; an empty list or a failed call shows 'No Data Found'. */
export function TeamCarousel() {
  const { t } = useLingui();
  const team = useGetTeam({ ForHomePage: true });
  if (team.isPending) {
    return (
      <ListSkeleton what={t`team members`}>
        <Group gap="md" wrap="nowrap" className={classes.skeletonRow}>
          {[0, 1, 2, 3].map((index) => (
            <Card key={index} withBorder radius="lg" padding="md" className={classes.skeletonSlide}>
              <Skeleton h={220} radius="md" />
              <Skeleton h={18} w="60%" mx="auto" mt="md" />
              <Skeleton h={14} w="40%" mx="auto" mt={8} />
            </Card>
          ))}
        </Group>
        <div className={classes.controlsPlace}>
          <CarouselControlsPlace />
        </div>
      </ListSkeleton>
    );
  }
  const members = team.data?.Result ?? [];
  if (members.length === 0)
    return <EmptyState title={t`No Data Found`} description={t`There are no data available right now`} />;
  return (
    <LazyCardCarousel
      label={t`Team members`}
      loop
      slideSize={teamSlideSize}
      wholeFromLaptop={members.length <= wholeTeamUpTo}
      slides={members.map(({ Id, Name: name, Designation, ImagePath }) => ({
        key: Id ?? name,
        content: (
          <Card withBorder radius="lg" padding="md" ta="center" h="100%">
            <Portrait src={ImagePath} name={name} alt={t`Portrait of ${name}`} variant="card" size={220} />
            <Text fw={700} mt="md">
              {name}
            </Text>
            <Text size="sm" c="dimmed">
              {Designation}
            </Text>
          </Card>
        ),
      }))}
    />
  );
}
