import type { ProductDetail, ProductVariant } from '@shop/domain/catalog';
import { describe, expect, it } from 'vitest';
import {
  choose,
  FLAT_ATTRIBUTE,
  findVariant,
  optionState,
  pickerModel,
  selectionOf,
} from './option-picker.ts';

type Attribute = ProductDetail['attributes'][number];

const option = (id: string, name: string, image: string | null = null) => ({
  id,
  name,
  value: id,
  image: image ? { imageUrl: image } : null,
});
const colour: Attribute = {
  id: 'colour',
  code: 'colorway',
  name: 'Colorway',
  status: 'ACTIVE',
  options: [option('red', 'Red', '/red.svg'), option('blue', 'Blue', '/blue.svg'), option('gold', 'Gold')],
};
const size: Attribute = {
  id: 'size',
  code: 'size',
  name: 'Size',
  status: 'ACTIVE',
  options: [option('r1', 'R1'), option('r4', 'R4')],
};

const variant = (id: string, options: string[], available: number): ProductVariant => ({
  id,
  productId: 'p',
  name: id,
  sku: id,
  values: options.map((o) => ({ code: 'x', name: 'x', value: o, optionId: o, optionName: o })),
  image: null,
  regularPrice: 5000,
  salePrice: 5000,
  isOnSale: false,
  saleStart: null,
  saleEnd: null,
  inventory: { available, currentStock: available, lowStockValue: 3, warning: null },
  currentStock: available,
  stockLevel: available > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
  maxPerCustomer: null,
});

// Red comes in R1 and R4 (R4 sold out); Blue only in R4; Gold in nothing.
const variants = [
  variant('red-r1', ['red', 'r1'], 5),
  variant('red-r4', ['red', 'r4'], 0),
  variant('blue-r4', ['blue', 'r4'], 2),
];
const model = pickerModel({ attributes: [colour, size], variants });

describe('pickerModel', () => {
  it('offers the active attributes with their options and images', () => {
    expect(model.flat).toBe(false);
    expect(model.attributes.map((a) => [a.name, a.options.map((o) => o.name)])).toEqual([
      ['Colorway', ['Red', 'Blue', 'Gold']],
      ['Size', ['R1', 'R4']],
    ]);
    expect(model.attributes[0]?.options[0]?.image).toEqual({ imageUrl: '/red.svg' });
  });

  it('leaves inactive attributes out', () => {
    const m = pickerModel({
      attributes: [colour, { ...size, status: 'INACTIVE' }],
      variants: [variant('red', ['red', 'r1'], 1), variant('blue', ['blue', 'r4'], 1)],
    });
    expect(m.attributes.map((a) => a.id)).toEqual(['colour']);
    expect(findVariant(m, { colour: 'blue' })?.id).toBe('blue');
  });

  it('lists the variants when the product has no attributes, or they do not add up', () => {
    const plain = pickerModel({ attributes: [], variants: [variant('a', [], 1), variant('b', [], 0)] });
    expect(plain.flat).toBe(true);
    expect(plain.attributes[0]?.options.map((o) => o.id)).toEqual(['a', 'b']);
    expect(findVariant(plain, { [FLAT_ATTRIBUTE]: 'b' })?.id).toBe('b');
    // Two variants with the same options cannot be told apart by options.
    const twins = pickerModel({
      attributes: [colour],
      variants: [variant('a', ['red'], 1), variant('b', ['red'], 1)],
    });
    expect(twins.flat).toBe(true);
  });
});

describe('choosing options', () => {
  it('resolves the variant made of the chosen options', () => {
    expect(findVariant(model, { colour: 'red', size: 'r4' })?.id).toBe('red-r4');
    expect(findVariant(model, { colour: 'blue', size: 'r1' })).toBeNull();
    expect(selectionOf(model, variants[2]!)).toEqual({ colour: 'blue', size: 'r4' });
  });

  it('keeps the other choices when the combination exists', () => {
    expect(choose(model, { colour: 'red', size: 'r1' }, 'size', 'r4')).toEqual({ colour: 'red', size: 'r4' });
  });

  it('moves the other choices to a variant with the new option, in stock first', () => {
    expect(choose(model, { colour: 'red', size: 'r1' }, 'colour', 'blue')).toEqual({
      colour: 'blue',
      size: 'r4',
    });
    expect(choose(model, { colour: 'blue', size: 'r4' }, 'colour', 'red')).toEqual({
      colour: 'red',
      size: 'r4',
    });
    expect(choose(model, { colour: 'blue', size: 'r4' }, 'size', 'r1')).toEqual({
      colour: 'red',
      size: 'r1',
    });
  });

  it('says what each option leads to with the other choices', () => {
    const selection = { colour: 'red', size: 'r1' };
    expect(optionState(model, selection, 'size', 'r4')).toMatchObject({
      kind: 'variant',
      variant: { id: 'red-r4' },
    });
    expect(optionState(model, selection, 'colour', 'blue')).toEqual({ kind: 'otherChoice', inStock: true });
    expect(optionState(model, selection, 'colour', 'gold')).toEqual({ kind: 'none' });
  });
});
