/* The other file of test/run/separate_header_prototype.c: defines the
 * function its header declares for the device. */
#include "separate_proto.h"

#pragma omp declare target
long proto_mix(long v, int k)
{
	return (v * 2654435761l + k) % 1000003l;
}
#pragma omp end declare target
