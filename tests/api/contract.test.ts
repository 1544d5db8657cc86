// @vitest-environment node
import { Resvg } from '@resvg/resvg-js';
import { readFileSync, statSync } from 'node:fs';
import { parse } from 'yaml';
import * as zod from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';
import * as generatedSchemas from '@/api/generated/model';
import { htmlToText } from '@/components/htmlText';
import { articleCovers } from '../../scripts/covers/articleCovers.ts';

const Content = zod.record(
  zod.string(),
  zod.object({
    schema: zod.optional(zod.object({ $ref: zod.optional(zod.string()) })),
    examples: zod.optional(
      zod.record(zod.string(), zod.object({ $ref: zod.optional(zod.string()), value: zod.optional(zod.unknown()) })),
    ),
  }),
);
const Operation = zod.object({
  parameters: zod.optional(zod.array(zod.object({ $ref: zod.optional(zod.string()) }))),
  requestBody: zod.optional(zod.object({ content: Content })),
  responses: zod.record(
    zod.string(),
    zod.object({ headers: zod.optional(zod.record(zod.string(), zod.unknown())), content: zod.optional(Content) }),
  ),
});
/** The parts of an OpenAPI document these tests read. */
const OpenApiDocument = zod.object({
  paths: zod.record(zod.string(), zod.record(zod.string(), Operation)),
  components: zod.object({ examples: zod.record(zod.string(), zod.object({ value: zod.unknown() })) }),
});

const contract = zod.parse(OpenApiDocument, parse(readFileSync('openapi.yaml', 'utf8'), { maxAliasCount: -1 }));
const schemas = generatedSchemas as unknown as Record<string, $ZodType>;
const refName = (ref: string) => ref.split('/').pop() as string;
/** The size an image the contract names is drawn at; a file missing from public/ or not an SVG throws. */
const drawnSize = (imagePath: string) => {
  const { width, height } = new Resvg(readFileSync(`public${imagePath}`, 'utf8'));
  return { width, height };
};

/** Every example in the contract, with the generated zod schema of the body it illustrates. */
const examples = Object.entries(contract.paths).flatMap(([path, methods]) =>
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

const operations = Object.entries(contract.paths).flatMap(([path, methods]) =>
  Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
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
    const result = zod.safeParse(schema, value);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  const blogList = (name: string) =>
    zod.parse(generatedSchemas.BlogListResponse, contract.components.examples[name].value).Result.Blogs;
  const newsList = (name: string) =>
    zod.parse(generatedSchemas.NewsListResponse, contract.components.examples[name].value).Result.NewsAndEvents;

  it('has at least 14 blogs and 14 news items with distinct slugs, pictures in public/ and a body', () => {
    for (const list of [blogList('BlogList'), newsList('NewsList')]) {
      expect(list.length).toBeGreaterThanOrEqual(14);
      expect(new Set(list.map((item) => item.Slug)).size).toBe(list.length);
      for (const item of list) {
        expect(item.ImagePath).toMatch(/^\/images\/covers\/[\w-]+\.svg$/);
        // One shape for every cover, so the cards and the detail pages frame each alike.
        const { width, height } = drawnSize(item.ImagePath);
        expect(width / height, item.ImagePath).toBeCloseTo(16 / 9);
        expect(item.Description).toMatch(/<p>/);
      }
    }
  });

  // An item without a picture shows its title as its cover (tests/components/ArticleCard.test.tsx);
  // the examples are what a visitor sees of a real list, where every item has a picture.
  it('gives every item of the lists a picture of its own', () => {
    const everyPicture = [...blogList('BlogList'), ...newsList('NewsList')].map((item) => item.ImagePath);
    expect(everyPicture.filter((picture) => picture === '')).toEqual([]);
    expect(new Set(everyPicture).size).toBe(everyPicture.length);
  });

  it('keeps each cover small enough to load lazily in a long list', () => {
    const covers = [...blogList('BlogList'), ...newsList('NewsList')].map((item) => item.ImagePath).filter(Boolean);
    for (const cover of covers) expect(statSync(`public${cover}`).size, cover).toBeLessThanOrEqual(30 * 1024);
  });

  it.each(['BlogList', 'BlogListAr', 'NewsList', 'NewsListAr'])(
    '%s says as many reading minutes as its bodies take, at 200 words a minute',
    (name) => {
      const list = name.startsWith('Blog') ? blogList(name) : newsList(name);
      for (const item of list) {
        const words = htmlToText(item.Description).split(/\s+/).filter(Boolean).length;
        expect(item.EstimatedReadingMinutes, `${item.Slug}: ${words} words`).toBe(Math.max(1, Math.round(words / 200)));
      }
    },
  );

  it.each(['BlogList', 'BlogListAr'])(
    '%s has articles of several lengths, as a real blog does, the one Prism shows in full a long read',
    (name) => {
      const list = blogList(name);
      expect(new Set(list.map((item) => item.EstimatedReadingMinutes)).size).toBeGreaterThanOrEqual(3);
      expect(list[0].EstimatedReadingMinutes).toBeGreaterThanOrEqual(4);
    },
  );

  it('draws its covers from scripts/covers/articleCovers.ts, as scripts/draw-covers.ts writes them', () => {
    for (const [name, draw] of Object.entries(articleCovers))
      expect(readFileSync(`public/images/covers/${name}.svg`, 'utf8'), name).toBe(draw());
  });

  it('takes Accept-Language on every call and says Content-Language in every answer', () => {
    for (const [path, methods] of Object.entries(contract.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const label = `${method.toUpperCase()} ${path}`;
        expect(
          operation.parameters?.map((parameter) => parameter.$ref),
          label,
        ).toContain('#/components/parameters/AcceptLanguage');
        for (const [status, response] of Object.entries(operation.responses)) {
          expect(Object.keys(response.headers ?? {}), `${label} ${status}`).toEqual(['Content-Language', 'Vary']);
        }
      }
    }
  });

  it('names the examples of every answer en, first, the one Prism and the generated mocks serve, and ar', () => {
    const answers = Object.values(contract.paths).flatMap((methods) =>
      Object.values(methods).flatMap((operation) =>
        Object.values(operation.responses).flatMap((response) => Object.values(response.content ?? {})),
      ),
    );
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) expect(Object.keys(answer.examples ?? {})).toEqual(['en', 'ar']);
  });

  it('writes the Arabic examples in Arabic, with the same items and slugs as the English ones', () => {
    const arabic = /[\u0600-\u06FF]/;
    const value = (name: string) => contract.components.examples[name].value;
    const blogs = (name: string) => zod.parse(generatedSchemas.BlogListResponse, value(name)).Result.Blogs;
    const news = (name: string) => zod.parse(generatedSchemas.NewsListResponse, value(name)).Result.NewsAndEvents;
    const jobs = (name: string) => zod.parse(generatedSchemas.JobsResponse, value(name)).Result;
    const team = (name: string) => zod.parse(generatedSchemas.TeamResponse, value(name)).Result;
    for (const [english, translated] of [
      [blogs('BlogList'), blogs('BlogListAr')],
      [news('NewsList'), news('NewsListAr')],
    ]) {
      expect(translated.map((item) => [item.Id, item.Slug, item.ImagePath, item.CreationDate])).toEqual(
        english.map((item) => [item.Id, item.Slug, item.ImagePath, item.CreationDate]),
      );
      for (const item of translated) {
        expect(item.Title).toMatch(arabic);
        expect(item.Description).toMatch(arabic);
        expect(item.Description).toMatch(/^<p>/);
        expect(item.Month).toMatch(arabic);
      }
    }
    expect(jobs('Jobs')).not.toHaveLength(0);
    expect(jobs('JobsAr').map((job) => job.Id)).toEqual(jobs('Jobs').map((job) => job.Id));
    for (const job of jobs('JobsAr')) {
      for (const text of [job.Title, job.JobDescription, job.Location]) expect(text).toMatch(arabic);
    }
    expect(team('Team')).not.toHaveLength(0);
    expect(team('TeamAr').map((member) => member.ImagePath)).toEqual(team('Team').map((member) => member.ImagePath));
    for (const member of team('TeamAr')) {
      for (const text of [member.Name, member.Designation]) expect(text).toMatch(arabic);
    }
    const arabicMessages = examples.filter((example) => example.label.endsWith(' ar'));
    expect(arabicMessages.length).toBeGreaterThan(20);
    for (const { label, value: body } of arabicMessages) {
      const { Message, title } = body as { Message?: string; title?: string };
      expect(Message ?? title, label).toMatch(arabic);
    }
  });

  it('serves every image it names from public/', () => {
    const imagePaths = readFileSync('openapi.yaml', 'utf8').match(/\/images\/[\w/.-]+/g) ?? [];
    expect(imagePaths.length).toBeGreaterThan(0);
    for (const imagePath of new Set(imagePaths)) expect(drawnSize(imagePath).width, imagePath).toBeGreaterThan(0);
  });
});

describe('what the contract refuses', () => {
  const footerWith = (SocialMedia: Record<string, string>) => ({
    Result: { SocialMedia },
    Message: 'Footer',
    Status: 'Success',
    StatusCode: 200,
  });
  const accepts = (body: unknown) => zod.safeParse(generatedSchemas.FooterResponse, body).success;

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'http://www.facebook.com/webbee.ae'])(
    'a social link that is not https: %s',
    (link) => {
      expect(accepts(footerWith({ Facebook: 'https://www.facebook.com/webbee.ae' }))).toBe(true);
      expect(accepts(footerWith({ Facebook: link }))).toBe(false);
    },
  );

  it('a WhatsApp value that is not a number', () => {
    expect(accepts(footerWith({ Whatsapp: '971501234567' }))).toBe(true);
    expect(accepts(footerWith({ Whatsapp: 'javascript:alert(1)' }))).toBe(false);
  });

  it('text longer than the fields allow', () => {
    const contact = { name: 'Aisha', email: 'aisha@example.ae', subject: 'Hi', message: 'Hello' };
    expect(zod.safeParse(generatedSchemas.ContactRequest, contact).success).toBe(true);
    expect(zod.safeParse(generatedSchemas.ContactRequest, { ...contact, name: 'x'.repeat(10_000) }).success).toBe(
      false,
    );
  });
});
