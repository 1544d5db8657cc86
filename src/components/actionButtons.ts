import type { ButtonProps } from '@mantine/core';

/**
 * What a visitor can do next looks the same on every page: the step we want first, filled, then
 * at most one alternative, outlined, both at one size.
 */
export const primaryAction = { variant: 'filled', size: 'lg' } as const satisfies ButtonProps;
export const secondaryAction = { variant: 'outline', size: 'lg' } as const satisfies ButtonProps;
