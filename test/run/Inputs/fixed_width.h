/* Included by header_system_include.c: the program's uint64_t comes from
 * <stdint.h> through this header, not from the main file. */
#include <stdint.h>
#include <stdio.h>

#define FW_N 1000
