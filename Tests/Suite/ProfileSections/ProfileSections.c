// The profile runtime finds its sections through symbols the linker defines at their boundaries; the
// same symbols are read here, declared weak so that a build without coverage still links (they are
// then null, and every section is empty).
#include "ProfileSections.h"

#if defined(__APPLE__)
extern char CountersStart __asm("section$start$__DATA$__llvm_prf_cnts");
extern char CountersEnd __asm("section$end$__DATA$__llvm_prf_cnts");
extern char DataStart __asm("section$start$__DATA$__llvm_prf_data");
extern char DataEnd __asm("section$end$__DATA$__llvm_prf_data");
extern char NamesStart __asm("section$start$__DATA$__llvm_prf_names");
extern char NamesEnd __asm("section$end$__DATA$__llvm_prf_names");
extern uint64_t __llvm_profile_raw_version __attribute__((weak_import));
#define COUNTERS_START (&CountersStart)
#define COUNTERS_END (&CountersEnd)
#define DATA_START (&DataStart)
#define DATA_END (&DataEnd)
#define NAMES_START (&NamesStart)
#define NAMES_END (&NamesEnd)
#else
extern char __start___llvm_prf_cnts __attribute__((weak));
extern char __stop___llvm_prf_cnts __attribute__((weak));
extern char __start___llvm_prf_data __attribute__((weak));
extern char __stop___llvm_prf_data __attribute__((weak));
extern char __start___llvm_prf_names __attribute__((weak));
extern char __stop___llvm_prf_names __attribute__((weak));
extern uint64_t __llvm_profile_raw_version __attribute__((weak));
#define COUNTERS_START (&__start___llvm_prf_cnts)
#define COUNTERS_END (&__stop___llvm_prf_cnts)
#define DATA_START (&__start___llvm_prf_data)
#define DATA_END (&__stop___llvm_prf_data)
#define NAMES_START (&__start___llvm_prf_names)
#define NAMES_END (&__stop___llvm_prf_names)
#endif

static ProfileSection section(const char *start, const char *end) {
    ProfileSection result = {0, 0};
    if (start && end && end > start) {
        result.start = start;
        result.size = (uint64_t)(end - start);
    }
    return result;
}

ProfileSection profile_sections_counters(void) { return section(COUNTERS_START, COUNTERS_END); }

ProfileSection profile_sections_data(void) { return section(DATA_START, DATA_END); }

ProfileSection profile_sections_names(void) { return section(NAMES_START, NAMES_END); }

uint64_t profile_sections_raw_version(void) { return &__llvm_profile_raw_version ? __llvm_profile_raw_version : 0; }
