import type { printParseErrorCode } from "jsonc-parser";
import { documentKinds, schemaFileOf, type DocumentKind } from "./documentKinds.js";
import { byteOrderMarkCode, lineBreakInTextCode, singleQuotesCode, trailingCommaCode } from "./sourceMap.js";

/**
 * What each of the JSON parser's error codes means, in words for someone editing a document by hand (the parser
 * names them like "CommaExpected"). Each is said at the place the parser stopped.
 */
const sayings: Record<Exclude<ReturnType<typeof printParseErrorCode>, "<unknown ParseErrorCode>">, string> = {
  InvalidSymbol: "there is a character here that JSON does not allow (a stray letter or sign, or text without quotes)",
  InvalidNumberFormat: "this number is not written the JSON way (digits, one point, no leading zeros or plus sign)",
  PropertyNameExpected: "a name in double quotes was expected here (is there a comma too many before it?)",
  ValueExpected: "a value was expected here (is there a comma too many, or a value left out?)",
  ColonExpected: "a colon (:) is missing between a name and its value",
  CommaExpected: "a comma (,) is missing just before here, between two entries",
  CloseBraceExpected: "a closing brace (}) is missing before here",
  CloseBracketExpected: "a closing bracket (]) is missing before here",
  EndOfFileExpected: "the file should end here: there is more after the document's last brace",
  InvalidCommentToken: "JSON documents cannot hold comments",
  UnexpectedEndOfComment: "a comment is not closed (and JSON documents cannot hold comments)",
  UnexpectedEndOfString: "a text is not closed: its closing double quote is missing",
  UnexpectedEndOfNumber: "a number stops short here",
  InvalidUnicode: "a \\u escape here is not four hexadecimal digits",
  InvalidEscapeCharacter: "a backslash here starts no escape JSON knows (write \\\\ for a backslash)",
  InvalidCharacter: "a text holds a character that must be escaped here (a line break or a tab inside quotes)",
};

/** The mistakes sourceMap.ts finds and says once, instead of the parser's cascade of errors after them. */
const ownSayings: Record<string, string> = {
  [trailingCommaCode]: "this comma is one too many (JSON has no comma before a closing brace or bracket)",
  [byteOrderMarkCode]: "the file starts with an invisible byte-order mark (BOM), which JSON does not allow: save it as UTF-8 without BOM",
  [singleQuotesCode]: "names and texts in JSON are written in double quotes (\"), not single quotes (')",
  [lineBreakInTextCode]:
    "this text runs on to the next line, and a text in JSON cannot hold a line break (write \\n for one); or its closing double quote is missing",
};

/** The problem's sentence for a parser error code's name (printParseErrorCode's words, or one of sourceMap.ts's own). */
export function syntaxProblem(code: string): string {
  const saying = Object.hasOwn(ownSayings, code)
    ? ownSayings[code]
    : Object.hasOwn(sayings, code)
      ? sayings[code as keyof typeof sayings]
      : "the punctuation is broken here";
  return `The file is not valid JSON: ${saying}; fix it here`;
}

/** A name given twice in one object: JSON.parse keeps the last value and drops the first without a word. */
export function duplicateKeyProblem(name: string, firstLine: number): string {
  return `The name "${name}" is given twice in this object (first on line ${firstLine}): only this last value would count and the first would be ignored; keep one of them`;
}

/**
 * The kind of a document the parser could not read, from the "$schema" its text names, so that the site is not also
 * said to have no such document: the broken file is the one.
 */
export function kindNamedIn(text: string): DocumentKind | undefined {
  const schemaFile = schemaFileOf(/"\$schema"\s*:\s*"([^"]*)"/.exec(text)?.[1]);
  return schemaFile ? documentKinds[schemaFile] : undefined;
}
