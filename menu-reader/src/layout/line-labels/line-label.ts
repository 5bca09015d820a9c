/**
 * What a line of a menu is: a section's heading, the name opening an item, the rest of a name wrapped onto
 * it, (part of) an item's description, a price printed alone, a size table's header row, or anything else
 * (the restaurant's name, a tagline, an address, a footer: noise).
 */
export type LineLabel = 'heading' | 'name' | 'continuation' | 'description' | 'price' | 'sizes' | 'noise'

/** The labels the model chooses among, in the order of its classes; prices and size rows are read by rule. */
export const MODEL_LABELS = ['heading', 'name', 'continuation', 'description', 'noise'] as const
