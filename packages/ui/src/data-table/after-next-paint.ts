/**
 * Calls `callback` once the browser has painted its next frame: a task queued from a frame's
 * animation-frame callbacks runs after that frame is painted. Work started here, rather than in an effect
 * or an idle callback, never delays the first paint of what was just rendered. Returns a function that
 * cancels the call.
 *
 * @example
 * useEffect(() => afterNextPaint(() => startBuildingTheIndex()), []);
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
