import type { Story, StoryDefault } from '@ladle/react';
import { CarouselControls } from '@/components/CarouselControls';

export default { title: 'Components / Carousel controls' } satisfies StoryDefault;

const controls = {
  previousLabel: 'Previous: Latest Blogs',
  nextLabel: 'Next: Latest Blogs',
  onPrevious() {},
  onNext() {},
};

export const AtTheFirstCard: Story = () => (
  <CarouselControls {...controls} atStart atEnd={false} position={1} count={5} />
);
export const InTheMiddle: Story = () => (
  <CarouselControls {...controls} atStart={false} atEnd={false} position={3} count={5} />
);
export const AtTheLastCard: Story = () => (
  <CarouselControls {...controls} atStart={false} atEnd position={5} count={5} />
);
/** Every card in view: the controls keep their place, unseen. */
export const NothingToStepTo: Story = () => <CarouselControls {...controls} atStart atEnd position={1} count={1} />;
