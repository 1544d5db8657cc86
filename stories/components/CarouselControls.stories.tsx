import type { Story, StoryDefault } from '@ladle/react';
import { CarouselControls } from '@/components/CarouselControls';

export default { title: 'Components / Carousel controls' } satisfies StoryDefault;

const controls = {
  previousLabel: 'Previous: Latest Blogs',
  nextLabel: 'Next: Latest Blogs',
  onPrevious() {},
  onNext() {},
};

export const AtTheFirstCard: Story = () => <CarouselControls {...controls} atStart atEnd={false} page={1} pages={5} />;
export const InTheMiddle: Story = () => (
  <CarouselControls {...controls} atStart={false} atEnd={false} page={3} pages={5} />
);
export const AtTheLastCard: Story = () => <CarouselControls {...controls} atStart={false} atEnd page={5} pages={5} />;
/** Every card in view: the controls keep their place, unseen. */
export const NothingToStepTo: Story = () => <CarouselControls {...controls} atStart atEnd page={1} pages={1} />;
