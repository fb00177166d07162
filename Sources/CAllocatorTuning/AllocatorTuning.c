#include "CAllocatorTuning.h"

// Any libc header defines __GLIBC__ on glibc.
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

void statemachine_keep_freed_memory_for_reuse(void) {
#if defined(__GLIBC__)
    // Pages reserved but never touched cost nothing, so small specs pay nothing.
    mallopt(M_TOP_PAD, 64 << 20);
#endif
}
