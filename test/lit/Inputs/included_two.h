/* Included by included_target_body.c from its own directory. */
#include <string.h>
#define INCLUDED_TWO 2
