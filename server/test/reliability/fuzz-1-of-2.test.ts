import { describeFuzzShard } from './fuzz-suite';

// Half of the route fuzzing (the other half is fuzz-2-of-2.test.ts): two files, so two workers share it.
describeFuzzShard(0, 2);
