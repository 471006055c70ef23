/** 'House info' from the plan toolbar: name, size, roof, description and the base price. */
import type { HouseSpec, Product } from '../../domain/catalog';
import { formatEuro } from '../../domain/money';
import { texts } from '../../domain/texts';
import { Dialog } from '../../ui/Dialog';

const t = texts.configurator;

export function HouseInfoDialog({ house, open, onClose }: { house: Product & { house: HouseSpec }; open: boolean; onClose(): void }) {
  const cm = (mm: number) => `${Math.round(mm / 10)}`;
  return (
    <Dialog open={open} onClose={onClose} title={house.name} closeLabel={t.close}>
      {house.imageUrl && <img src={house.imageUrl} alt="" className="mb-3 aspect-[4/3] w-full rounded-2xl bg-stone-100 object-cover" />}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">{t.size}</dt>
        <dd>{cm(house.house.width)} × {cm(house.house.length)} {t.cm}</dd>
        <dt className="font-semibold">{t.roof}</dt>
        <dd>{t.roofTypes[house.house.roofType]}</dd>
        <dt className="font-semibold">{texts.catalog.fromPrice}</dt>
        <dd>{formatEuro(house.price)} {t.inclVat}</dd>
      </dl>
      {house.description && <p className="mt-3 text-sm">{house.description}</p>}
    </Dialog>
  );
}
