/** The status and sentence an error becomes in an /api answer: a 4xx says what was wrong; a 5xx never shows its details. */
export function errorAnswer(error: Error & { statusCode?: number; validation?: unknown }): { status: number; message: string } {
  const status = error.validation ? 400 : (error.statusCode ?? 500);
  return { status, message: status >= 500 ? "Something went wrong on our side. Please try again." : error.message };
}
