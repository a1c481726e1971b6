/**
 * The CPU time `fn` takes in this process, in ms. A bound on it catches a blow-up (quadratic work
 * on 64 KB takes minutes) without failing when other processes slow the wall clock on a busy machine.
 */
export function cpuMs(fn: () => void): number {
  const before = process.cpuUsage();
  fn();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}
