import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/** What a visitor sees when a page crashes: the spec's heading, the message and a way home. */
export function ErrorFallback({ error }: { error: Error }) {
  return (
    <Container size="sm" py={160}>
      <Stack align="flex-start" gap="md" role="alert">
        <Title order={1}>Unexpected Application Error!</Title>
        <Text component="pre" style={{ whiteSpace: 'pre-wrap' }}>
          {error.message}
        </Text>
        <Button component="a" href="/">
          Back to the home page
        </Button>
      </Stack>
    </Container>
  );
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.error ? <ErrorFallback error={this.state.error} /> : this.props.children;
  }
}
