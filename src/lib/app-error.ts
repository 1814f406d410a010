export function statusOf(error: unknown): number {
  if (error && typeof error === 'object' && 'status' in error) {
    const status = Number((error as { status: unknown }).status)
    if (Number.isInteger(status) && status >= 400 && status <= 599) return status
  }
  return 500
}

export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  return 'Something went wrong.'
}
