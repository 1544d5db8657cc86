import type { Story, StoryDefault } from '@ladle/react';
import { Group, SimpleGrid } from '@mantine/core';
import { getGetTeamMockHandler, getGetTeamResponseMock } from '@/api/generated/team/team.msw';
import { Portrait } from '@/components/visuals/Portrait';
import { TeamCarousel } from '@/features/about/TeamCarousel';
import { answeredBy } from '../mockedApi';

export default { title: 'Components / Portraits' } satisfies StoryDefault;

const people = ['Khalid Al Suwaidi', 'Priya Nair', 'Youssef Benali', 'Sara Al Hashimi'];

export const Picture: Story = () => (
  <div style={{ maxWidth: 320 }}>
    <Portrait
      src="/images/team/priya-nair.svg"
      name="Priya Nair"
      alt="Portrait of Priya Nair"
      variant="card"
      size={220}
    />
  </div>
);

/** No picture from the API: the person's initials in the brand's honeycomb, in one of four colourings. */
export const NoPicture: Story = () => (
  <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} maw={1200}>
    {people.map((name) => (
      <Portrait key={name} src="" name={name} alt={`Portrait of ${name}`} variant="card" size={220} />
    ))}
  </SimpleGrid>
);

/** Arabic names: the family name's letter after its article, the two initials kept apart. */
export const NoPictureArabicNames: Story = () => (
  <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} maw={1200}>
    {['راشد المري', 'مريم خوري', 'سارة الهاشمي', 'يوسف'].map((name) => (
      <Portrait key={name} src="" name={name} alt={`صورة ${name}`} variant="card" size={220} />
    ))}
  </SimpleGrid>
);

/** A picture that does not load is replaced the same way. */
export const PictureFailsToLoad: Story = () => (
  <div style={{ maxWidth: 320 }}>
    <Portrait
      src="/images/team/no-such-person.jpg"
      name="Youssef Benali"
      alt="Portrait of Youssef Benali"
      variant="card"
      size={220}
    />
  </div>
);

/** The reviews' round avatars: a picture, none, and one that fails. */
export const Avatars: Story = () => (
  <Group>
    <Portrait src="/images/people/vikram-shah.svg" name="Vikram Shah" alt="" variant="avatar" size={56} />
    <Portrait name="Mariam Khouri" alt="" variant="avatar" size={56} />
    <Portrait src="/images/people/missing.png" name="Rashid Al Marri" alt="" variant="avatar" size={56} />
  </Group>
);

export const TeamWithoutPictures: Story = () => <TeamCarousel />;
TeamWithoutPictures.msw = answeredBy(
  getGetTeamMockHandler({
    ...getGetTeamResponseMock(),
    Result: getGetTeamResponseMock().Result.map((member, index) => ({
      ...member,
      ImagePath: index % 2 ? '' : '/images/team/missing.jpg',
    })),
  }),
);
