/**
 * Spec 001 §4.8: the shipping address falls back to the first saved address when none is chosen or when
 * the chosen one was deleted. "First" is the order the address book lists them in (the primary address
 * first, then the newest), so the fallback is the shopper's default address whenever there is one.
 */
export function shippingAddress<A extends { id: string }>(
  saved: readonly A[],
  chosenId: string | null | undefined,
): A | null {
  return (chosenId ? saved.find((a) => a.id === chosenId) : undefined) ?? saved[0] ?? null;
}
