/** How the demo personas read on the data-source switch and in messages about them. */
export { PERSONA_LABELS } from '../../machines/app';
