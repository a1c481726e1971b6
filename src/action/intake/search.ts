/** How many of `count` items in order come before the point `before` marks (it holds for a prefix): a binary search. */
export function countBefore(count: number, before: (k: number) => boolean): number {
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
