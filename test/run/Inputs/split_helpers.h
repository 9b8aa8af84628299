/* Device helpers a header declares target, as proxy applications keep
 * them (an inline function per operation), for header_split_constructs. */
#include <math.h>
#pragma omp declare target
static inline double split_abs(double a) { return fabs(a); }
static inline double split_root(double a) { return sqrt(a); }
#pragma omp end declare target
