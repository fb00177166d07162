#ifndef C_ALLOCATOR_TUNING_H
#define C_ALLOCATOR_TUNING_H

/// Asks glibc's malloc to take memory from the system in 64 MB steps and to keep as much
/// when it is freed, instead of handing it back at once. Does nothing on other C libraries.
///
/// Generating a large machine grows megabyte buffers by doubling and frees the old ones;
/// with glibc's defaults the freed memory goes back to the system and every page of the
/// next buffer faults in again. Called once at the start of the command-line tools.
void statemachine_keep_freed_memory_for_reuse(void);

#endif
