/** The documents have problems: the build stops, and says each in the words of `npm run validate`. */
export class DocumentProblems extends Error {
  constructor(readonly lines: string[]) {
    super(`Build stopped: ${lines.length} problems in the documents. Run npm run validate for the same list.\n${lines.join("\n")}`);
  }
}
