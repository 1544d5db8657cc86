import type { Story, StoryDefault } from '@ladle/react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { OnDemandRegion } from '@/components/OnDemandRegion';
import { PopupDialog, PopupFormFoot } from '@/components/PopupDialog';
import { partOnDemand } from '@/lib/partOnDemand';

export default { title: 'Components / Popups and parts on demand' } satisfies StoryDefault;

type NoteModule = { Note: () => ReactNode };
const note = (text: string): NoteModule => ({ Note: () => <TextInput label={text} /> });

const Arrives = partOnDemand(
  () => Promise.resolve(note('Your name')),
  (module) => module.Note,
);
const NeverArrives = partOnDemand(
  () => new Promise<NoteModule>(() => {}),
  (module) => module.Note,
);
const AlwaysFails = partOnDemand(
  () => Promise.reject<NoteModule>(new TypeError('Failed to fetch dynamically imported module')),
  (module) => module.Note,
);

/** A popup as the site's are: the button opens it, Escape or the cross closes it, focus comes back. */
export const Popup: Story = () => {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <Button commandfor="story-popup" command="show-modal">
        Open the popup
      </Button>
      <PopupDialog id="story-popup" title="Book a Demo" closeLabel="Close" opened={opened} onOpenedChange={setOpened}>
        <Text>What the popup holds, such as its form.</Text>
      </PopupDialog>
    </>
  );
};

/** A form taller than the window: its send button stays at the popup's foot as the fields scroll. */
export const TallForm: Story = () => (
  <PopupDialog id="story-tall-popup" title="Apply for this job" closeLabel="Close" opened onOpenedChange={() => {}}>
    <form onSubmit={(event) => event.preventDefault()}>
      <Stack gap="md">
        {Array.from({ length: 12 }, (_, index) => (
          <TextInput key={index} label={`Field ${index + 1}`} error={index % 2 ? 'Please fill this in' : undefined} />
        ))}
        <PopupFormFoot>
          <Button type="submit">Submit application</Button>
          <Text size="sm" c="dimmed">
            To submit, fill in every field marked *.
          </Text>
        </PopupFormFoot>
      </Stack>
    </form>
  </PopupDialog>
);

/** A part whose code arrived: rendered in the browser, it is wanted at once. */
export const OnDemandArrived: Story = () => (
  <OnDemandRegion want={Arrives.want}>
    <Arrives />
  </OnDemandRegion>
);

/** Its code on the way: a loader in its place. */
export const OnDemandLoading: Story = () => (
  <OnDemandRegion want={NeverArrives.want}>
    <NeverArrives />
  </OnDemandRegion>
);

/** Its code failed to arrive: a message and Retry. */
export const OnDemandFailed: Story = () => (
  <OnDemandRegion want={AlwaysFails.want}>
    <AlwaysFails />
  </OnDemandRegion>
);

/** An empty popup: only its title and close button. */
export const EmptyPopup: Story = () => (
  <PopupDialog id="story-empty-popup" title="Nothing yet" closeLabel="Close" opened onOpenedChange={() => {}}>
    {null}
  </PopupDialog>
);
