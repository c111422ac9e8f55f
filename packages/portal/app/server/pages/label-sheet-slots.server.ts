/** Label sheets one user may have on their way at once: each is drawn whole and held until it is sent. */
export const LABEL_SHEETS_AT_ONCE = 2;

/** What a user over the cap is told to wait, in seconds (Retry-After). */
export const LABEL_SHEET_RETRY_SECONDS = 5;

const onTheirWay = new Map<string, number>();

/**
 * Takes one of a user's label-sheet slots in this process, or answers null when all are taken. The slot is
 * given back by `release`, or, for an answer handed to `holdUntilSent`, once its body has been read to the
 * end or cancelled (the client went away).
 *
 * @example
 * const slot = takeLabelSheetSlot(identity.user.id);
 * if (!slot) return tooMany();
 * return slot.holdUntilSent(fileAnswer(name, pdf));
 */
export function takeLabelSheetSlot(
  userId: string,
): { release(): void; holdUntilSent(answer: Response): Response } | null {
  const taken = onTheirWay.get(userId) ?? 0;
  if (taken >= LABEL_SHEETS_AT_ONCE) return null;
  onTheirWay.set(userId, taken + 1);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    const left = (onTheirWay.get(userId) ?? 1) - 1;
    if (left > 0) onTheirWay.set(userId, left);
    else onTheirWay.delete(userId);
  };
  return {
    release,
    holdUntilSent(answer) {
      if (!answer.body) {
        release();
        return answer;
      }
      const reader = answer.body.getReader();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { done, value } = await reader.read();
          if (!done) return controller.enqueue(value);
          controller.close();
          release();
        },
        async cancel(reason) {
          release();
          await reader.cancel(reason);
        },
      });
      return new Response(body, { status: answer.status, headers: answer.headers });
    },
  };
}
