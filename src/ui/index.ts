export { Button, ButtonLink, buttonClasses } from './Button';
export { Dialog } from './Dialog';
export { Tabs, type TabItem } from './Tabs';
export { Accordion, type AccordionItem } from './Accordion';
export { TextField, TextArea } from './TextField';
export { Badge, CountBadge, capCount } from './Badge';
export { Toaster, showToast } from './Toast';
export { Spinner, PageSpinner } from './Spinner';
