/**
 * The product menu in the side drawer: an accordion of the configurator's categories with the products that fit
 * the house and, in the colour category, the colour swatches and 'Kleur verwijderen'. A chosen tool or design
 * product shows as selected; clicking it again puts it down (spec §4 'Product selection').
 */
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import type { Product } from '../../domain/catalog';
import type { Configuration } from '../../domain/configuration';
import { formatEuro } from '../../domain/money';
import { isPlanTool, productRole } from '../../domain/product-role';
import { texts } from '../../domain/texts';
import type { Editor, Selection } from '../../editor';
import { chooseColor, chooseDeleteColor, chooseProduct } from '../../plan2d';
import { showToast } from '../../ui/Toast';
import type { MenuSection } from './menu-model';

const t = texts.configurator;

export interface ProductMenuProps {
  sections: MenuSection[];
  editor: Editor;
  configuration: Configuration;
  /** The editor's tool state: the tool product, brush colour or 'Kleur verwijderen' in hand. */
  selection: Selection;
  /** A tool was chosen (the portrait drawer closes so the plan can be tapped). */
  onChosen(): void;
}

function selectedInDesign(c: Configuration, product: Product): boolean {
  return c.selectedRoofProduct === product.id || c.selectedRoofRackProductFront === product.id
    || c.selectedRoofRackProductBehind === product.id || c.selectedFacadeCladdingProducts.includes(product.id)
    || Object.values(c.selectedFoundations).includes(product.id);
}

const itemClass = (selected: boolean) => `flex min-h-12 w-full items-center gap-3 rounded-xl px-2 py-1.5 text-left text-sm transition-colors ${
  selected ? 'bg-forest-100 ring-2 ring-forest-600' : 'hover:bg-stone-100'}`;

export function ProductMenu({ sections, editor, configuration, selection, onChosen }: ProductMenuProps) {
  const choose = (product: Product) => {
    const role = productRole(product, editor.index);
    if (role === 'loose') {
      // Success is announced by the page when the loose-product total rises (loose-product-added.ts).
      const result = editor.dispatch({ type: 'addLooseProduct', productId: product.id });
      if (!result.ok) showToast(result.reason, 'error');
      return;
    }
    const wasTool = selection.productId === product.id;
    const result = chooseProduct(editor, selection, product.id);
    if (!result.ok) { showToast(result.reason, 'error'); return; }
    if (product.madeToMeasure && !wasTool) showToast(texts.editor.madeToMeasure);
    if (!wasTool && editor.isEditable && isPlanTool(role)) onChosen();
  };
  return (
    <nav aria-label={t.productMenu} className="flex flex-col gap-1 p-2">
      {sections.map(({ category, products, colors }) => (
        <Disclosure key={category.id} as="section" className="rounded-xl bg-white ring-1 ring-stone-200">
          <DisclosureButton className="group flex min-h-12 w-full items-center justify-between gap-2 px-3 text-left text-[15px] font-semibold text-forest-900 hover:bg-forest-50">
            <span>{category.name}</span>
            <svg viewBox="0 0 24 24" className="size-5 shrink-0 text-wood-600 transition-transform group-data-open:rotate-180" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"><path d="M6 9l6 6 6-6" /></svg>
          </DisclosureButton>
          <DisclosurePanel className="flex flex-col gap-1 px-1.5 pb-2">
            {products.map((product) => {
              const selected = selection.productId === product.id || selectedInDesign(configuration, product);
              return (
                <button key={product.id} type="button" aria-pressed={selected} onClick={() => choose(product)} className={itemClass(selected)}>
                  {product.imageUrl
                    ? <img src={product.imageUrl} alt="" loading="lazy" className="size-10 shrink-0 rounded-lg bg-stone-100 object-cover" />
                    : <span className="size-10 shrink-0 rounded-lg bg-stone-100" />}
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-stone-900">{product.name}</span>
                    <span className="block text-xs text-stone-500">
                      {formatEuro(product.price)}{product.madeToMeasure ? ` · ${t.madeToMeasure}` : ''}
                    </span>
                  </span>
                </button>
              );
            })}
            {colors.length > 0 && (
              <>
                <div className="grid grid-cols-2 gap-1">
                  {colors.map((color) => {
                    const selected = selection.brushColor === color.id;
                    return (
                      <button key={color.id} type="button" aria-pressed={selected} onClick={() => { chooseColor(editor, color.id); if (!selected) onChosen(); }} className={itemClass(selected)}>
                        <span className="size-7 shrink-0 rounded-full ring-1 ring-stone-300" style={{ background: color.hex }} />
                        <span className="min-w-0 text-stone-900">{color.name}</span>
                      </button>
                    );
                  })}
                </div>
                <button type="button" aria-pressed={selection.deleteColor} onClick={() => { chooseDeleteColor(editor); if (!selection.deleteColor) onChosen(); }} className={itemClass(selection.deleteColor)}>
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-white text-red-700 ring-1 ring-stone-300">✕</span>
                  <span className="text-stone-900">{t.deleteColor}</span>
                </button>
              </>
            )}
          </DisclosurePanel>
        </Disclosure>
      ))}
      {sections.length === 0 && <p className="p-3 text-sm text-stone-600">{t.noProducts}</p>}
    </nav>
  );
}
