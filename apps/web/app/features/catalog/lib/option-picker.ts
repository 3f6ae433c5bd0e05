import type { ProductDetail, ProductVariant } from '@shop/domain/catalog';

/**
 * The option picker of spec 002 §3: a product's attributes (Colorway, Size...) with their options (name,
 * value, image), and the variant that a choice of one option per attribute resolves to. Pure, so the
 * rules are tested without a page.
 */
export interface PickerOption {
  id: string;
  name: string;
  image: { imageUrl: string } | null;
}

export interface PickerAttribute {
  id: string;
  name: string;
  options: PickerOption[];
}

/** One option id per attribute id. */
export type Selection = Readonly<Record<string, string>>;

export interface PickerModel {
  attributes: PickerAttribute[];
  /** Every variant with the options it is made of. */
  entries: { variant: ProductVariant; key: Selection }[];
  /** True when the product has no usable attributes and its variants are offered as one list. */
  flat: boolean;
}

/** The attribute of a product offered as a plain list of its variants. */
export const FLAT_ATTRIBUTE = 'variant';

const inStock = (v: ProductVariant) => v.inventory.available > 0;

/**
 * The picker of a product: its ACTIVE attributes that have options, when every variant names one option
 * of each; otherwise (no attributes, or data that does not add up) a single list of the variants.
 */
export function pickerModel(product: Pick<ProductDetail, 'attributes' | 'variants'>): PickerModel {
  const attributes = product.attributes
    .filter((a) => a.status === 'ACTIVE' && a.options.length > 0)
    .map((a) => ({
      id: a.id,
      name: a.name,
      options: a.options.map((o) => ({ id: o.id, name: o.name, image: o.image })),
    }));
  const attributeOf = new Map<string, string>();
  for (const a of attributes) for (const o of a.options) attributeOf.set(o.id, a.id);
  const entries = product.variants.map((variant) => {
    const key: Record<string, string> = {};
    for (const value of variant.values) {
      const attributeId = attributeOf.get(value.optionId);
      if (attributeId) key[attributeId] = value.optionId;
    }
    return { variant, key };
  });
  const complete = entries.every((e) => Object.keys(e.key).length === attributes.length);
  const distinct = new Set(entries.map((e) => keyString(e.key, attributes))).size === entries.length;
  if (attributes.length > 0 && complete && distinct) return { attributes, entries, flat: false };
  return {
    attributes: [
      {
        id: FLAT_ATTRIBUTE,
        name: '',
        options: product.variants.map((v) => ({ id: v.id, name: v.name, image: v.image })),
      },
    ],
    entries: product.variants.map((variant) => ({ variant, key: { [FLAT_ATTRIBUTE]: variant.id } })),
    flat: true,
  };
}

const keyString = (key: Selection, attributes: readonly PickerAttribute[]) =>
  attributes.map((a) => key[a.id] ?? '').join('|');

const matches = (key: Selection, selection: Selection, attributes: readonly PickerAttribute[]) =>
  attributes.every((a) => key[a.id] === selection[a.id]);

/** The variant made of exactly the chosen options, or null when there is none. */
export function findVariant(model: PickerModel, selection: Selection): ProductVariant | null {
  return model.entries.find((e) => matches(e.key, selection, model.attributes))?.variant ?? null;
}

/** The options of a variant, as a selection. */
export function selectionOf(model: PickerModel, variant: ProductVariant | null): Selection {
  return model.entries.find((e) => e.variant.id === variant?.id)?.key ?? {};
}

/**
 * Choosing an option: kept with the other choices when that combination exists; otherwise the other
 * choices move to the variant with this option that keeps most of them (one in stock first), so a choice
 * never leads nowhere.
 */
export function choose(model: PickerModel, selection: Selection, attributeId: string, optionId: string) {
  const wanted = { ...selection, [attributeId]: optionId };
  if (findVariant(model, wanted)) return wanted;
  const candidates = model.entries.filter((e) => e.key[attributeId] === optionId);
  const kept = (key: Selection) => model.attributes.filter((a) => key[a.id] === selection[a.id]).length;
  const best = [...candidates].sort(
    (a, b) => Number(inStock(b.variant)) - Number(inStock(a.variant)) || kept(b.key) - kept(a.key),
  )[0];
  return best ? { ...best.key } : wanted;
}

/**
 * What an option leads to with the other current choices:
 * - `variant`: that combination exists (in stock or not);
 * - `otherChoice`: the option exists only with other choices (choosing it changes them);
 * - `none`: no variant has this option at all.
 */
export type OptionState =
  | { kind: 'variant'; variant: ProductVariant }
  | { kind: 'otherChoice'; inStock: boolean }
  | { kind: 'none' };

export function optionState(
  model: PickerModel,
  selection: Selection,
  attributeId: string,
  optionId: string,
): OptionState {
  const withOption = model.entries.filter((e) => e.key[attributeId] === optionId);
  if (withOption.length === 0) return { kind: 'none' };
  const variant = findVariant(model, { ...selection, [attributeId]: optionId });
  if (variant) return { kind: 'variant', variant };
  return { kind: 'otherChoice', inStock: withOption.some((e) => inStock(e.variant)) };
}
