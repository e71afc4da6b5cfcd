/**
 * The beta that lets a deferred group in payment mode start without an amount (the amount is
 * known later, at checkout). With it, the amount must be set before paying, and confirmSetup
 * needs a group in setup mode (controller.md §5).
 *
 * A module of its own: the core entry exports it, and the confirm rules that read it stay in their
 * lazy chunk (a module the entry imports from lands in the entry's chunk whole).
 */
export const deferredAmountBeta = 'deferred_intent_amount_optional_beta_1'
