import { defineConfig } from 'orval';

// POST calls that only read data become queries, so pages cache and refetch them like GETs.
const readOnlyPosts = ['listHomeBlogs', 'listHomeNewsEvents', 'listJobs'];

export default defineConfig({
  webbee: {
    input: { target: './openapi.yaml' },
    output: {
      target: './src/api/generated/endpoints.ts',
      schemas: { path: './src/api/generated/model', type: 'zod' },
      mode: 'tags-split',
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      mock: { generators: [{ type: 'msw', useExamples: true }] },
      override: {
        mutator: { path: './src/api/http.ts', name: 'http' },
        includeZodSchemaInArguments: true,
        // zod/mini tree-shakes: the classic build would put all of zod in the first page load.
        zod: { variant: 'mini' },
        fetch: {
          runtimeValidation: true,
          forceSuccessResponse: true,
          includeHttpResponseReturnType: false,
        },
        query: { version: 5, signal: true },
        operations: Object.fromEntries(
          readOnlyPosts.map((operationId) => [operationId, { query: { useQuery: true, useMutation: false } }]),
        ),
      },
    },
  },
});
