// Stable `data-testid` attributes for component props typed without data-* fields (antd option objects).
export function testId(id: string): Record<string, string> {
  return { 'data-testid': id };
}
