import matter from 'gray-matter';
import { ContentError } from './errors';
import type { GroupRef, Hero, NavRef } from './types';

/** Frontmatter as written by an author, before the build adds `filename` and `lastUpdated`. */
export interface AuthoredFrontmatter {
  title: string;
  subtitle?: string;
  description?: string;
  keywords?: string[];
  toc?: boolean;
  nav?: NavRef;
  group?: GroupRef;
  order?: number;
  hero?: Hero;
}

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(file: string, data: Fields, key: string): string | undefined {
  const value = data[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new ContentError(file, `frontmatter "${key}" must be a string`);
  return value;
}

function optionalNumber(file: string, data: Fields, key: string): number | undefined {
  const value = data[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new ContentError(file, `frontmatter "${key}" must be a number`);
  }
  return value;
}

function requiredString(file: string, data: Fields, key: string, where: string): string {
  const value = data[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ContentError(file, `frontmatter ${where} is missing a "${key}"`);
  }
  return value;
}

function parseNav(file: string, value: unknown): NavRef | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) throw new ContentError(file, 'frontmatter "nav" must be an object with title and path');
  const path = requiredString(file, value, 'path', '"nav"');
  if (!path.startsWith('/')) throw new ContentError(file, 'frontmatter "nav.path" must start with "/"');
  return { title: requiredString(file, value, 'title', '"nav"'), path, order: optionalNumber(file, value, 'order') };
}

function parseGroup(file: string, value: unknown): GroupRef | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) throw new ContentError(file, 'frontmatter "group" must be an object with title and order');
  return { title: requiredString(file, value, 'title', '"group"'), order: optionalNumber(file, value, 'order') ?? 0 };
}

function parseHero(file: string, value: unknown): Hero | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) throw new ContentError(file, 'frontmatter "hero" must be an object with title and description');
  return {
    title: requiredString(file, value, 'title', '"hero"'),
    description: requiredString(file, value, 'description', '"hero"'),
  };
}

function parseKeywords(file: string, value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.some((k) => typeof k !== 'string')) {
    throw new ContentError(file, 'frontmatter "keywords" must be a list of strings');
  }
  return value as string[];
}

/** Reads YAML frontmatter with gray-matter and checks every known field's type. */
export function parseFrontmatter(file: string, source: string): { data: AuthoredFrontmatter; body: string } {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An empty options object bypasses gray-matter's cache, which would hide a second parse error.
    parsed = matter(source, {});
  } catch (error) {
    throw new ContentError(file, `malformed YAML frontmatter: ${(error as Error).message}`);
  }
  const data: Fields = parsed.data;
  const title = data.title;
  if (typeof title !== 'string' || title.trim() === '') {
    throw new ContentError(file, 'frontmatter is missing a "title"');
  }
  const toc = data.toc;
  if (toc !== undefined && typeof toc !== 'boolean') throw new ContentError(file, 'frontmatter "toc" must be true or false');
  return {
    data: {
      title,
      subtitle: optionalString(file, data, 'subtitle'),
      description: optionalString(file, data, 'description'),
      keywords: parseKeywords(file, data.keywords),
      toc,
      nav: parseNav(file, data.nav),
      group: parseGroup(file, data.group),
      order: optionalNumber(file, data, 'order'),
      hero: parseHero(file, data.hero),
    },
    body: parsed.content,
  };
}
