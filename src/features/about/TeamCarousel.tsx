import { Card, Center, Image, Loader, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useGetTeam } from '@/api/generated/team/team';
import { EmptyState } from '@/components/StatusMessage';

const CardCarousel = lazy(() => import('@/components/CardCarousel'));

/** 3 people at a time, 1.7 on phones, looping (spec section 9). */
const teamSlideSize = { base: `${100 / 1.7}%`, sm: '33.3333%' };

/** 'Our Team' from the API; an empty list or a failed call shows 'No Data Found'. */
export function TeamCarousel() {
  const team = useGetTeam({ ForHomePage: true });
  if (team.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the team" />
      </Center>
    );
  }
  const members = team.data?.Result ?? [];
  if (members.length === 0)
    return <EmptyState title="No Data Found" description="There are no data available right now" />;
  return (
    <Suspense fallback={null}>
      <CardCarousel
        label="Team members"
        loop
        slideSize={teamSlideSize}
        slides={members.map((member) => ({
          key: member.Id ?? member.Name,
          content: (
            <Card withBorder radius="lg" padding="md" ta="center" h="100%">
              <Image
                src={member.ImagePath}
                alt={`Portrait of ${member.Name}`}
                radius="md"
                h={220}
                fit="cover"
                loading="lazy"
              />
              <Text fw={700} mt="md">
                {member.Name}
              </Text>
              <Text size="sm" c="dimmed">
                {member.Designation}
              </Text>
            </Card>
          ),
        }))}
      />
    </Suspense>
  );
}
