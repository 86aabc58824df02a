// The health reply: whether the service and its database answer, and which driver is in use.
export function presentHealth(databaseUp: boolean, driver: string) {
  return { status: databaseUp ? 'ok' : 'degraded', database: databaseUp ? 'up' : 'down', driver };
}
