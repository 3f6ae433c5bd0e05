import type { ProductVariant } from '@shop/domain/catalog';
import { formatUsd } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Picture, SIZES } from '../../../shell/picture.tsx';
import {
  type OptionState,
  optionState,
  type PickerAttribute,
  type PickerModel,
  type Selection,
} from '../lib/option-picker.ts';
import { type QuantityDisplay, variantStockLabel } from '../lib/product-detail.ts';

/** IN STOCK, N IN STOCK or OUT OF STOCK for one variant (spec 000 §4), under the product's quantity setting. */
export function StockLabel({
  variant,
  display,
}: {
  variant: Pick<ProductVariant, 'inventory'>;
  display: QuantityDisplay;
}) {
  const { t } = useTranslation();
  const label = variantStockLabel(variant, display);
  const cls = label.key === 'outOfStock' ? 'out' : label.key === 'nInStock' ? 'low' : 'in';
  return (
    <span className={`vstock vstock--${cls}`}>
      {label.key === 'nInStock' ? t('catalog.nInStock', { count: label.count }) : t(`catalog.${label.key}`)}
    </span>
  );
}

/** A variant's price now, the regular one struck through when on sale. */
function Price({ variant }: { variant: Pick<ProductVariant, 'salePrice' | 'regularPrice'> }) {
  const { t } = useTranslation();
  const sale = variant.salePrice < variant.regularPrice;
  return (
    <p className={sale ? 'price price--sale' : 'price'}>
      {sale && <span className="visually-hidden">{t('catalog.salePrice')}</span>}
      <span className="price__now">{formatUsd(variant.salePrice)}</span>
      {sale && (
        <s className="price__was">
          <span className="visually-hidden">{t('catalog.regularPrice')}</span>
          {formatUsd(variant.regularPrice)}
        </s>
      )}
    </p>
  );
}

/** The chosen variant's price now and its stock, beside the product's name. */
export function VariantPrice({
  variant,
  display,
}: {
  variant: Pick<ProductVariant, 'inventory' | 'salePrice' | 'regularPrice'>;
  display: QuantityDisplay;
}) {
  return (
    <div className="pdp__variant-price">
      <Price variant={variant} />
      <StockLabel variant={variant} display={display} />
    </div>
  );
}

interface OptionPickerProps {
  model: PickerModel;
  selection: Selection;
  onChoose: (attributeId: string, optionId: string) => void;
  display: QuantityDisplay;
}

/**
 * The attribute and option picker (spec 002 §3): one radio group per attribute, each option with its image
 * and name. The options of the last attribute, which complete a choice, show the price and stock of the
 * variant they make; an option that exists only with other choices says so (choosing it moves those), and
 * one that no variant has is disabled. Products without attributes list their variants.
 */
export function OptionPicker({ model, selection, onChoose, display }: OptionPickerProps) {
  const { t } = useTranslation();
  if (model.entries.length === 0) return null;
  const last = model.attributes.length - 1;
  const chosenName = (a: PickerAttribute) => a.options.find((o) => o.id === selection[a.id])?.name;
  return (
    <div className="options">
      {model.attributes.map((attribute, index) => {
        const others = model.attributes
          .filter((a) => a.id !== attribute.id)
          .map(chosenName)
          .filter(Boolean)
          .join(' / ');
        const chosen = chosenName(attribute);
        return (
          <fieldset key={attribute.id} className="options__group">
            <legend className="options__legend">
              {model.flat ? t('product.chooseOption') : attribute.name}
              {!model.flat && chosen && ': '}
              {!model.flat && chosen && <span className="options__chosen">{chosen}</span>}
            </legend>
            <ul
              className={
                attribute.options.some((o) => o.image) ? 'options__list' : 'options__list options__list--text'
              }
            >
              {attribute.options.map((option) => {
                const state = optionState(model, selection, attribute.id, option.id);
                return (
                  <li key={option.id}>
                    <label className={`option option--${stateClass(state)}`}>
                      <input
                        type="radio"
                        name={`option-${attribute.id}`}
                        value={option.id}
                        checked={selection[attribute.id] === option.id}
                        disabled={state.kind === 'none'}
                        onChange={() => onChoose(attribute.id, option.id)}
                      />
                      {option.image && (
                        <Picture
                          src={option.image.imageUrl}
                          sizes={SIZES.thumb}
                          alt=""
                          width={56}
                          height={56}
                          loading="lazy"
                        />
                      )}
                      <OptionNote
                        name={option.name}
                        state={state}
                        complete={index === last}
                        others={others}
                        display={display}
                      />
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}

function stateClass(state: OptionState): string {
  if (state.kind === 'none') return 'none';
  if (state.kind === 'otherChoice') return 'other';
  return state.variant.inventory.available > 0 ? 'in' : 'out';
}

/**
 * The option's name, with what it adds: the variant's price and stock (beside it) on the options that
 * complete a choice, OUT OF STOCK under the others, or why it does not fit.
 */
function OptionNote({
  name,
  state,
  complete,
  others,
  display,
}: {
  name: string;
  state: OptionState;
  complete: boolean;
  others: string;
  display: QuantityDisplay;
}) {
  const { t } = useTranslation();
  const out = state.kind === 'variant' && state.variant.inventory.available <= 0;
  return (
    <>
      <span className="option__text">
        <span className="option__name">{name}</span>
        {state.kind === 'none' && <span className="option__note">{t('product.optionNone')}</span>}
        {state.kind === 'otherChoice' && (
          <span className="option__note">{t('product.optionNotWith', { choice: others })}</span>
        )}
        {state.kind === 'variant' && !complete && out && (
          <StockLabel variant={state.variant} display={display} />
        )}
      </span>
      {state.kind === 'variant' && complete && (
        <span className="option__detail">
          <Price variant={state.variant} />
          <StockLabel variant={state.variant} display={display} />
        </span>
      )}
    </>
  );
}
