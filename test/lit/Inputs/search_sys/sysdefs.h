/* found through -isystem (search_flags.c) */
#define SYSTEM_TWO 2
