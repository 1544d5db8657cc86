import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/app/ErrorFallback';
import { PartBoundary } from '@/components/PartBoundary';
import { PartUnavailable } from '@/components/PartUnavailable';
import { partLoadTimeoutMs, PartLoadError, retryableImport, retryableLazy } from '@/lib/retryableLazy';
import { renderWithProviders } from '../testUtils';

const chunkUrl = 'http://127.0.0.1:4174/assets/FaqPage-Bx12.js';
const failedFetch = () => new TypeError(`Failed to fetch dynamically imported module: ${chunkUrl}`);

const Greeting = ({ name }: { name: string }) => <p>Hello, {name}</p>;
const greetingModule = { default: Greeting };

/** An importer of `module` that answers each call in turn: fails, never settles, or gives the module. */
const importerOf =
  <M,>(module: M) =>
  (...answers: ('fail' | 'hang' | 'load')[]) =>
    vi.fn(() => {
      const answer = answers.shift() ?? 'load';
      if (answer === 'fail') return Promise.reject(failedFetch());
      if (answer === 'hang') return new Promise<M>(() => {});
      return Promise.resolve(module);
    });
const importerAnswering = importerOf(greetingModule);

/** A stalled import that the test lets through later, as a slow network finally answers. */
const stalledImporter = () => {
  let arrive = () => {};
  const importer = vi.fn(
    () => new Promise<typeof greetingModule>((resolve) => (arrive = () => resolve(greetingModule))),
  );
  return { importer, arrive: () => arrive() };
};

const renderPart = (Part: ReturnType<typeof retryableLazy<typeof greetingModule>>) =>
  renderWithProviders(
    <PartBoundary fallback={({ loadFailed, onRetry }) => <PartUnavailable loadFailed={loadFailed} onRetry={onRetry} />}>
      <Suspense fallback={<p>Loading the part</p>}>
        <Part name="Omar" />
      </Suspense>
    </PartBoundary>,
  );

// React logs each error a boundary catches; main.tsx keeps load failures out of the console.
const quietCaughtErrors = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

afterEach(() => {
  vi.useRealTimers();
});

describe('a lazily loaded part', () => {
  it('renders once its code arrives', async () => {
    const importer = importerAnswering('load');
    renderPart(retryableLazy(importer));
    expect(await screen.findByText('Hello, Omar')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('shows a plain message with Retry when its code fails, and Retry imports it again', async () => {
    quietCaughtErrors();
    const importer = importerAnswering('fail', 'load');
    renderPart(retryableLazy(importer));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This part of the page didn't load.Check your connection and try again.",
    );
    expect(document.body).not.toHaveTextContent(/assets|Failed to fetch|http/);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello, Omar')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('keeps offering Retry while the code keeps failing', async () => {
    quietCaughtErrors();
    const importer = importerAnswering('fail', 'fail', 'load');
    renderPart(retryableLazy(importer));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello, Omar')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(3);
  });

  it('gives up on code that never arrives after 10 s, and shows the part when it lands after all', async () => {
    quietCaughtErrors();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { importer, arrive } = stalledImporter();
    renderPart(retryableLazy(importer));
    expect(screen.getByText('Loading the part')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(partLoadTimeoutMs - 100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('alert')).toHaveTextContent("This part of the page didn't load.");

    act(() => arrive());
    expect(await screen.findByText('Hello, Omar')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('imports the code again on Retry after a time-out', async () => {
    quietCaughtErrors();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const importer = importerAnswering('hang', 'load');
    renderPart(retryableLazy(importer));
    await act(() => vi.advanceTimersByTimeAsync(partLoadTimeoutMs));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello, Omar')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('says a part that broke after loading stopped working, and Retry renders it afresh', async () => {
    quietCaughtErrors();
    let broken = true;
    const Flaky = () => {
      if (broken) throw new Error('Cannot read properties of undefined');
      return <p>Working again</p>;
    };
    renderWithProviders(
      <PartBoundary
        fallback={({ loadFailed, onRetry }) => <PartUnavailable loadFailed={loadFailed} onRetry={onRetry} />}
      >
        <Flaky />
      </PartBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the page stopped working.Please try again.');
    expect(document.body).not.toHaveTextContent('Cannot read');
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Working again')).toBeInTheDocument();
  });

  it('renders at once, without suspending, once its code is loaded', async () => {
    const Part = retryableLazy(importerAnswering('load'));
    await Part.load();
    renderPart(Part);
    expect(screen.getByText('Hello, Omar')).toBeInTheDocument();
  });

  it('comes back in every place it shows when one of them retries', async () => {
    quietCaughtErrors();
    const Part = retryableLazy(importerAnswering('fail', 'load'));
    renderWithProviders(
      <>
        {['first', 'second'].map((place) => (
          <PartBoundary
            key={place}
            fallback={({ loadFailed, onRetry }) => <PartUnavailable loadFailed={loadFailed} onRetry={onRetry} />}
          >
            <Suspense fallback={null}>
              <Part name={place} />
            </Suspense>
          </PartBoundary>
        ))}
      </>,
    );
    expect(await screen.findAllByRole('button', { name: 'Retry' })).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0]);
    expect(await screen.findByText('Hello, first')).toBeInTheDocument();
    expect(await screen.findByText('Hello, second')).toBeInTheDocument();
  });
});

describe('retryableImport', () => {
  it('shares one attempt between callers, and keeps a failed one until its Retry', async () => {
    const importer = importerAnswering('fail', 'load');
    const chunk = retryableImport(importer);
    expect(chunk.load()).toBe(chunk.load());
    const failure = await chunk.load().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PartLoadError);
    expect((failure as PartLoadError).reason).toBe('failed');
    expect((failure as PartLoadError).cause).toBeInstanceOf(TypeError);
    await expect(chunk.load()).rejects.toBe(failure);
    expect(importer).toHaveBeenCalledTimes(1);

    (failure as PartLoadError).retry();
    await expect(chunk.load()).resolves.toBe(greetingModule);
    expect(chunk.loaded()).toBe(greetingModule);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('leaves a failure nobody awaited to the part, not to the page as an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const chunk = retryableImport(importerAnswering('fail'));
      void chunk.load();
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });
});

describe("a page's code", () => {
  it("shows 'This page didn't load' with Retry, never the error or the chunk's URL", async () => {
    quietCaughtErrors();
    const FaqPage = () => <h1>Frequently asked questions</h1>;
    const Page = retryableLazy(importerOf({ default: FaqPage })('fail', 'load'));
    renderWithProviders(
      <ErrorBoundary>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent("This page didn't load");
    expect(screen.getByRole('alert')).toHaveTextContent('Check your connection and try again.');
    expect(document.body).not.toHaveTextContent(/assets|Failed to fetch|Unexpected Application Error/);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Frequently asked questions');
  });
});
