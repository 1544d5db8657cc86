import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';
import * as generatedSchemas from '@/api/generated/model';

interface MediaType {
  schema?: { $ref?: string };
  example?: unknown;
  examples?: Record<string, { $ref?: string; value?: unknown }>;
}
type Content = Record<string, MediaType>;
interface Operation {
  requestBody?: { content: Content };
  responses: Record<string, { content?: Content }>;
}

const contract = parse(readFileSync('openapi.yaml', 'utf8'), { maxAliasCount: -1 });
const schemas = generatedSchemas as unknown as Record<string, $ZodType>;
const refName = (ref: string) => ref.split('/').pop() as string;

/** Every example in the contract, with the generated zod schema of the body it illustrates. */
const examples = Object.entries(contract.paths as Record<string, Record<string, Operation>>).flatMap(
  ([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) => {
      const bodies = [
        ...(operation.requestBody ? [['request', operation.requestBody.content] as const] : []),
        ...Object.entries(operation.responses).map(([status, response]) => [status, response.content ?? {}] as const),
      ];
      return bodies.flatMap(([status, content]) =>
        Object.values(content).flatMap((media) =>
          Object.entries(media.examples ?? {}).map(([name, example]) => ({
            label: `${method.toUpperCase()} ${path} ${status} ${name}`,
            schemaName: media.schema?.$ref ? refName(media.schema.$ref) : undefined,
            value: example.$ref ? contract.components.examples[refName(example.$ref)].value : example.value,
          })),
        ),
      );
    }),
);

const operations = Object.entries(contract.paths as Record<string, Record<string, unknown>>).flatMap(
  ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
);

describe('openapi.yaml', () => {
  it('describes every call of spec section 7, with its exact path and casing', () => {
    expect(operations.sort()).toEqual(
      [
        'GET /api/Customer/Team',
        'POST /api/Customer/Blog/Blogs',
        'GET /api/Customer/Blog/Blogs',
        'GET /api/Customer/Blog/Blogs/{slug}',
        'GET /api/Customer/Blog/Blogs/{slug}/RelatedBlogs',
        'POST /api/Customer/NewsandEvents/NewsEvent',
        'GET /api/Customer/NewsandEvents/NewsEvent',
        'GET /api/Customer/NewsandEvents/NewsEvent/{slug}',
        'GET /api/Customer/NewsandEvents/NewsEvent/{slug}/RelatedNewsEvents',
        'POST /api/Customer/Contact',
        'GET /api/BusinessSetting/Master',
        'GET /api/Footer',
        'POST /api/Customer/Garage/RequestDemo',
        'POST /api/Customer/Careers/Jobs',
        'POST /api/Customer/Careers/ApplyNow',
        'POST /api/File/Mobile',
        'POST /VendorAccount/SendOTPNumber/{phoneNumber}',
        'PUT /VendorAccount/VerifyOTPForVendor/{otp}/{phoneNumber}',
        'POST /VendorAccount/SendOTPEmail/{email}',
        'PUT /VendorAccount/ConfirmEmail/{otp}/{email}',
        'POST /VendorAccount/Register',
        'POST /VendorAccount/Client/Register',
      ].sort(),
    );
  });

  it('has examples for every JSON body it describes', () => {
    expect(examples.length).toBeGreaterThanOrEqual(60);
    expect(examples.filter((example) => !example.schemaName)).toEqual([]);
  });

  it.each(examples)('$label matches the generated schema', ({ schemaName, value }) => {
    const schema = schemas[schemaName as string];
    expect(schema, `no generated schema named ${schemaName}`).toBeDefined();
    const result = safeParse(schema, value);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('has at least 14 blogs and 14 news items with distinct slugs, images in public/ and reading minutes', () => {
    const blogs = contract.components.examples.BlogList.value.Result.Blogs;
    const news = contract.components.examples.NewsList.value.Result.NewsAndEvents;
    for (const list of [blogs, news]) {
      expect(list.length).toBeGreaterThanOrEqual(14);
      expect(new Set(list.map((item: { Slug: string }) => item.Slug)).size).toBe(list.length);
      for (const item of list) {
        expect(item.ImagePath).toMatch(/^\/images\//);
        expect(readFileSync(`public${item.ImagePath}`)).toBeTruthy();
        expect(item.Description).toMatch(/<p>/);
      }
    }
  });

  it('serves every image it names from public/', () => {
    const imagePaths = readFileSync('openapi.yaml', 'utf8').match(/\/images\/[\w/.-]+/g) ?? [];
    expect(imagePaths.length).toBeGreaterThan(0);
    for (const imagePath of new Set(imagePaths)) expect(() => readFileSync(`public${imagePath}`)).not.toThrow();
  });
});
