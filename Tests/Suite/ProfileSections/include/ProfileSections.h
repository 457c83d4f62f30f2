#ifndef PROFILE_SECTIONS_H
#define PROFILE_SECTIONS_H

#include <stdint.h>

/// A section of this binary that the LLVM profile runtime keeps: its first byte and its size.
typedef struct {
    const char *_Nullable start;
    uint64_t size;
} ProfileSection;

/// The execution counters (64-bit each), as they stand while the program runs.
ProfileSection profile_sections_counters(void);
/// The per-function records that say which counters belong to which function.
ProfileSection profile_sections_data(void);
/// The function names the records refer to by hash (possibly compressed).
ProfileSection profile_sections_names(void);
/// The raw profile format version the compiler wrote the records in; 0 without instrumentation.
uint64_t profile_sections_raw_version(void);

#endif
