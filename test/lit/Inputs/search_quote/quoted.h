/* found through -iquote (search_flags.c) */
#define QUOTED 3
