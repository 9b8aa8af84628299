/* A #pragma once header of a device helper, included twice by
 * header_functions.c. */
#pragma once

static inline int
thrice(int x)
{
	return 3 * x;
}
