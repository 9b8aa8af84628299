/* given by -include (search_flags.c) */
#define FORCED 5
