/** A content problem that must stop the build; the message always starts with the file at fault. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = 'ContentError';
  }
}
