import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export function Tabs({ items, className = '' }: { items: TabItem[]; className?: string }) {
  return (
    <TabGroup className={className}>
      <TabList className="flex gap-1 overflow-x-auto border-b border-stone-200">
        {items.map((item) => (
          <Tab
            key={item.id}
            className="min-h-11 shrink-0 border-b-3 border-transparent px-4 text-[15px] font-semibold text-stone-600 hover:text-forest-800 data-selected:border-wood-500 data-selected:text-forest-900"
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-5">
        {items.map((item) => (
          <TabPanel key={item.id} className="rounded-lg">
            {item.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
