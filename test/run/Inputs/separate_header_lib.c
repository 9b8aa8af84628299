/* Declare target functions (given by a macro's _Pragma, as proxy
 * applications write HOST_DEVICE) that call a header's inline helpers,
 * in a file no target region of which calls them: for
 * separate_header_callee.c. */
#include "header_callee.h"

#define HOST_DEVICE _Pragma("omp declare target")
#define HOST_DEVICE_END _Pragma("omp end declare target")

HOST_DEVICE
double
lib_weigh(double v, unsigned long *seed)
{
	*seed = hc_step(*seed);
	return hc_scale(v) + (double)(*seed % 2);
}
HOST_DEVICE_END
