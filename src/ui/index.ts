// The design system: Ark UI parts styled with Panda recipes. Features import from here only.
export { Alert, type AlertProps, type AlertTone } from './alert';
export { Avatar, initials, type AvatarProps } from './avatar';
export { Badge, badgeRecipe, statusLabels, statuses, type BadgeProps, type Status } from './badge';
export { Button, IconButton, buttonRecipe, type ButtonProps, type IconButtonProps } from './button';
export { Card, type CardProps } from './card';
export { EmailText } from './email-text';
export { Checkbox, type CheckboxProps } from './checkbox';
export { CollapsibleSection, type CollapsibleSectionProps } from './collapsible';
export { CountTiles, type CountTilesProps } from './count-tiles';
export { Combobox, type ComboboxOption, type ComboboxProps } from './combobox';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
export { Dialog, DialogClose, type DialogProps, type DialogSize } from './dialog';
export { EdgeSheet, SheetClose, type EdgeSheetProps } from './edge-sheet';
export {
  checkedOf,
  fieldRowStyle,
  firstInvalid,
  focusField,
  formErrorStyle,
  formStyle,
  FormSection,
  ChangedElsewhereDialog,
  LeaveFormDialog,
  linkRowStyle,
  textOf,
  TextAreaField,
  TextField,
  useFormCheck,
  type BoundTextField,
  type FieldErrors,
  type FormSectionProps,
  type LeaveConfirmation,
} from './form';
export { Facts } from './facts';
export { Field, Input, type FieldProps, type FieldStateProps, type InputProps } from './field';
export { ImageFileField, refusalText, type ImageFileFieldProps, type ImageKind } from './image-file-field';
export * as icons from './icons';
export {
  factsStyle,
  listAndDetailStyle,
  mainAndSideStyle,
  navItemStyle,
  pageStyle,
  plainListStyle,
  threeUpStyle,
  surfaceStyle,
  tileStyle,
  twoUpStyle,
  wideAndNarrowStyle,
} from './layout-styles';
export { Menu, type MenuItem, type MenuProps } from './menu';
export { NumberStepper, type NumberStepperProps } from './number-stepper';
export { PageHeader, type PageHeaderProps } from './page-header';
export { Pagination, type PaginationProps } from './pagination';
export { NativeSelect, type NativeSelectOption, type NativeSelectProps } from './native-select';
export { PasswordInput, type PasswordInputProps } from './password-input';
export { SearchField, type SearchFieldProps } from './search-field';
export { Select, type SelectOption, type SelectProps } from './select';
export { ariaSort, nextSort, sortRows, type SortKey } from './sort';
export { Spinner } from './spinner';
export { EmptyState, LoadingState, type EmptyStateProps, type LoadingStateProps } from './states';
export { TextLink, textLinkStyle, type TextLinkProps } from './text-link';
export { Textarea, type TextareaProps } from './textarea';
export { ToastRegion, type ToastData, type ToastRegionProps, type ToastType } from './toast';
export { controlRecipe, noticeStyle } from './recipes';
export { Tooltip, type TooltipProps } from './tooltip';
export { MOBILE_QUERY, useMediaQuery } from './use-media-query';
export { PrintSheet, type PrintSheetProps } from './print-sheet';
export { QrCode, type QrCodeProps } from './qr-code';
export { StatTile, StatTiles, type StatTileProps } from './stat-tile';
export { UnavailableButton, NOT_AVAILABLE_TEXT, type UnavailableButtonProps } from './unavailable-button';
export {
  BarChart,
  barLayout,
  ProgressTrack,
  ShareBars,
  Sparkline,
  sparklinePoints,
  type BarChartProps,
  type ChartSeries,
  type ChartTone,
  type ShareBarsProps,
  type SparklineProps,
} from './charts';
