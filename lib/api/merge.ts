import type { ApiData, ApiProp, ExtractedProp } from './types';

/** The team's text for one prop: a description, or a description with the default value. */
export type DescriptionEntry = string | { description: string; default?: string };

/** `content/api/descriptions.json`: table id → prop name → text. Keys starting with `$` are notes. */
export type Descriptions = Record<string, Record<string, DescriptionEntry> | string>;

/** Raised when a prop has neither TSDoc nor a written description; names every such prop. */
export class ApiDescriptionError extends Error {
  constructor(readonly missing: string[]) {
    super(`API props without a description (add them to content/api/descriptions.json): ${missing.join(', ')}`);
  }
}

/** Joins the declarations with the team's descriptions; TSDoc wins where both exist. */
export function mergeDescriptions(extracted: Record<string, ExtractedProp[]>, descriptions: Descriptions): ApiData {
  const missing: string[] = [];
  const data: ApiData = {};
  for (const [id, props] of Object.entries(extracted)) {
    const written = descriptions[id];
    const table = typeof written === 'object' ? written : {};
    data[id] = props.map((prop): ApiProp => {
      const entry = table[prop.name];
      const text = typeof entry === 'string' ? entry : entry?.description;
      const description = prop.description ?? text;
      if (!description) missing.push(`${id}.${prop.name}`);
      const fallbackDefault = typeof entry === 'object' ? entry.default : undefined;
      const defaultValue = prop.default ?? fallbackDefault;
      return {
        name: prop.name,
        description: description ?? '',
        type: prop.type,
        ...(defaultValue ? { default: defaultValue } : {}),
        required: prop.required,
        labels: prop.labels,
        ...(prop.deprecation ? { deprecation: prop.deprecation } : {}),
      };
    });
  }
  if (missing.length > 0) throw new ApiDescriptionError(missing);
  return data;
}
