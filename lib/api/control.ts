import ts from 'typescript';

/**
 * The forms of a prop's declared type that a control can write as a literal (the props panel reads it): a
 * boolean, numbers, strings, and listed literal values. `other` says the type also takes forms no control writes
 * (objects, React nodes, arrays); function forms are left out, since they take nothing away from the literal ones.
 */
export interface PropControl {
  /** Literal values the type lists (`'ltr' | 'rtl'`, or `true` alone as in `scroll.x`), in declaration order. */
  options: Array<string | number | boolean>;
  boolean: boolean;
  number: boolean;
  string: boolean;
  other: boolean;
}

const isFunction = (type: ts.Type) => type.getCallSignatures().length > 0;

/** What a control could offer for `type`; undefined when no part of it is a literal form. */
export function controlOf(type: ts.Type, checker: ts.TypeChecker): PropControl | undefined {
  const parts = type.isUnion() ? type.types : [type];
  const control: PropControl = { options: [], boolean: false, number: false, string: false, other: false };
  const booleans = new Set<boolean>();
  for (const part of parts) {
    const { flags } = part;
    if (flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Void)) continue;
    if (flags & ts.TypeFlags.BooleanLiteral) booleans.add(checker.typeToString(part) === 'true');
    else if (flags & ts.TypeFlags.Boolean) control.boolean = true;
    else if (flags & ts.TypeFlags.Number) control.number = true;
    // `keyof RecordType`: a field name of the row, which the code writes as a string.
    else if (flags & (ts.TypeFlags.String | ts.TypeFlags.Index)) control.string = true;
    else if (part.isStringLiteral() || part.isNumberLiteral()) control.options.push(part.value);
    else if (!isFunction(part)) control.other = true;
  }
  if (booleans.size === 2) control.boolean = true;
  else control.options.push(...booleans);
  const writable = control.boolean || control.number || control.string || control.options.length > 0;
  return writable ? control : undefined;
}
