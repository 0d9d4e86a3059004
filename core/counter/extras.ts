// Counter features the public viewer loads only when a counter uses them (issue 16's 90 KB viewer
// budget): every language's unit words but English, and the recurrence rules of recurring timers.
// Importing this module adds both; the server, the painter and the app import it with their code,
// the viewer through features/viewer/counter-extras-loader.ts before it draws such a counter.
import './locale/unit-words-table';
import { nextOccurrence, previousOccurrence } from './schedule/recurrence';
import { addRecurrenceRules } from './schedule/timer-target';

addRecurrenceRules({ next: nextOccurrence, previous: previousOccurrence });
