/**
 * The authored metadata's shape, in one place: page frontmatter and demo headers. Each schema is both the
 * check and the TypeScript type (`v.InferOutput`); its messages name the field, and `checkFields` puts the
 * file in front. Key order is the registry's JSON order.
 */
import * as v from 'valibot';
import { ISSUE_REF } from '../answers/keys';
import { localeById, localeIds, SOURCE_LOCALE, type LocaleId } from '../i18n/locales';
import { LINE_IDS, type LineId } from '../lines/lines';
import { ContentError, type SourcePosition } from './errors';
import type { DemoText } from './types';

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string with text in it; `message` for anything else: absent, blank or not a string. */
function text(message: string) {
  return v.pipe(
    v.string(message),
    v.check((value) => value.trim() !== '', message),
  );
}

function finiteNumber(message: string) {
  return v.pipe(v.number(message), v.finite(message));
}

/** An object field of the frontmatter: `shape` says what it holds when it is no mapping; a missing key is named. */
function section<TEntries extends v.ObjectEntries>(name: string, shape: string, entries: TEntries) {
  return v.pipe(
    v.custom<Record<string, unknown>>(isMapping, `frontmatter "${name}" must be an object with ${shape}`),
    v.object(entries, (issue) => `frontmatter "${name}" is missing a ${issue.expected}`),
  );
}

const NavSchema = section('nav', 'title and path', {
  title: text('frontmatter "nav" is missing a "title"'),
  path: v.pipe(text('frontmatter "nav" is missing a "path"'), v.startsWith('/', 'frontmatter "nav.path" must start with "/"')),
  order: v.optional(finiteNumber('frontmatter "nav.order" must be a number')),
});

const GroupSchema = section('group', 'title and order', {
  title: text('frontmatter "group" is missing a "title"'),
  order: v.optional(finiteNumber('frontmatter "group.order" must be a number'), 0),
});

const HeroSchema = section('hero', 'title and description', {
  title: text('frontmatter "hero" is missing a "title"'),
  description: text('frontmatter "hero" is missing a "description"'),
});

/** A list of names, each a non-empty string; `message` for anything else. */
function names(message: string) {
  return v.optional(v.array(text(message), message), () => []);
}

/**
 * `answer`: the page is a troubleshooting answer. `issues` are the tracker threads it answers (`owner/repo#123`);
 * `demos` the demo pages and `props` the API rows (their anchors without `api-`: `column-width`) it concerns, which
 * link back to it.
 */
const AnswerSchema = section('answer', 'issues', {
  issues: v.pipe(
    v.array(v.string('frontmatter "answer.issues" must be a list of "owner/repo#123"'), 'frontmatter "answer.issues" must be a list of "owner/repo#123"'),
    v.minLength(1, 'frontmatter "answer.issues" must name at least one tracker thread'),
    v.check((refs) => refs.every((ref) => ISSUE_REF.test(ref)), 'frontmatter "answer.issues" must be a list of "owner/repo#123"'),
  ),
  demos: names('frontmatter "answer.demos" must be a list of demo names'),
  props: names('frontmatter "answer.props" must be a list of API row anchors without "api-" (column-width)'),
});

/** `lines: [1.x]`: the lines a page or demo exists on, when not all of them. */
function linesField(where: string) {
  const message = `${where} "lines" must be a list of lines among ${LINE_IDS.join(', ')}`;
  return v.optional(
    v.pipe(
      v.array(v.string(message), message),
      v.minLength(1, message),
      v.check((ids) => ids.every((id) => (LINE_IDS as readonly string[]).includes(id)), message),
      v.transform((ids) => ids as LineId[]),
    ),
  );
}

/** Frontmatter as written by an author, before the build adds `filename` and `lastUpdated`. */
export const FrontmatterSchema = v.object(
  {
    title: text('frontmatter is missing a "title"'),
    subtitle: v.optional(v.string('frontmatter "subtitle" must be a string')),
    description: v.optional(v.string('frontmatter "description" must be a string')),
    keywords: v.optional(v.array(v.string('frontmatter "keywords" must be a list of strings'), 'frontmatter "keywords" must be a list of strings')),
    /** `false` hides the table of contents. */
    toc: v.optional(v.boolean('frontmatter "toc" must be true or false')),
    nav: v.optional(NavSchema),
    group: v.optional(GroupSchema),
    order: v.optional(finiteNumber('frontmatter "order" must be a number')),
    hero: v.optional(HeroSchema),
    /** The lines the page exists on (all when absent): a page about a 1.x-only feature says `[1.x]`. */
    lines: linesField('frontmatter'),
    /**
     * `names`: search finds the page by its headings and the API names its sections mention, not by its prose (the
     * changelog: a long history that would otherwise outweigh the docs and the payload's budget). `last`: search
     * finds the page by all its text, but a page that teaches what the query names comes first (the migration
     * guide, which mentions most features as changes). Either way the page comes first where its title is the query.
     */
    search: v.optional(v.picklist(['names', 'last'], 'frontmatter "search" must be "names" or "last" (or left out)')),
    answer: v.optional(AnswerSchema),
  },
  // The title is the one required key, so the object's own issue (no title key, or no mapping at all) is its absence.
  'frontmatter is missing a "title"',
);

/**
 * A demo entry's header comment, its own fields: what the previewer, search and the demo index show of it. Its
 * `title` and `description` are the source edition's (English: the sandbox export's too); each other edition's are a
 * block named by the edition's id (`zh-CN:`), checked by `checkDemoHeader` from the editions table.
 */
export const DemoHeaderSchema = v.object(
  {
    title: text('the demo header is missing a "title"'),
    description: text('the demo header is missing a "description"'),
    keywords: v.optional(
      v.array(v.string('the demo header "keywords" must be a list of strings'), 'the demo header "keywords" must be a list of strings'),
      () => [],
    ),
    /** The lines the demo exists on (all when absent); the page that embeds it must be on those lines only. */
    lines: linesField('the demo header'),
  },
  (issue) => `the demo header is missing a ${issue.expected}`,
);

/** The block of an edition other than the source's: its title and description (`zh-CN:` with `title:` and `description:` below). */
function editionBlockSchema(id: LocaleId) {
  return v.pipe(
    v.custom<Record<string, unknown>>(isMapping, `the demo header is missing its "${id}" block (the ${localeById(id).label} edition's title and description)`),
    v.object(
      {
        title: text(`the demo header "${id}" block is missing a "title"`),
        description: text(`the demo header "${id}" block is missing a "description"`),
      },
      (issue) => `the demo header "${id}" block is missing a ${issue.expected}`,
    ),
  );
}

export type NavRef = v.InferOutput<typeof NavSchema>;
export type GroupRef = v.InferOutput<typeof GroupSchema>;
export type Hero = v.InferOutput<typeof HeroSchema>;
export type AnswerRef = v.InferOutput<typeof AnswerSchema>;
export type AuthoredFrontmatter = v.InferOutput<typeof FrontmatterSchema>;
/** A demo header as checked: its own fields, and its title and description in every edition. */
export type DemoHeader = v.InferOutput<typeof DemoHeaderSchema> & { editions: Record<LocaleId, DemoText> };

/**
 * `data` checked against `schema`; the first problem stops the build as a ContentError naming `file`, and the
 * place of the field at fault when `locate` finds it from the field's key path (`['nav', 'path']`).
 */
export function checkFields<TSchema extends v.GenericSchema>(
  schema: TSchema,
  file: string,
  data: unknown,
  locate?: (keys: PropertyKey[]) => SourcePosition,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, data, { abortEarly: true });
  if (!result.success) {
    const [issue] = result.issues;
    throw new ContentError(file, issue.message, locate?.((issue.path ?? []).map((item) => item.key as PropertyKey)));
  }
  return result.output;
}

/**
 * A demo header's data checked: its own fields (`DemoHeaderSchema`), then, in the editions table's order, the block
 * of every edition but the source one, so an edition added to the table is required of every demo at once. The first
 * problem stops the build, naming `file` and, through `locate`, the key at fault.
 */
export function checkDemoHeader(file: string, data: Record<string, unknown>, locate: (keys: PropertyKey[]) => SourcePosition): DemoHeader {
  const fields = checkFields(DemoHeaderSchema, file, data, locate);
  const textOf = (id: LocaleId): DemoText =>
    id === SOURCE_LOCALE
      ? { title: fields.title, description: fields.description }
      : checkFields(editionBlockSchema(id), file, data[id], (keys) => locate([id, ...keys]));
  return { ...fields, editions: Object.fromEntries(localeIds().map((id) => [id, textOf(id)])) as Record<LocaleId, DemoText> };
}
