/* cuda_sim.h's stand-in for what simulated kernels use of
 * omp2cuda_device.h: a staged element's copy is a plain copy on host
 * threads (the block's barrier then publishes it, as on the GPU after the
 * thread's wait); an iteration's own column in registers is the
 * runtime's own header. */
#include "../../../../runtime/include/omp2cuda_cols.h"

template <typename T, typename U>
inline void
o2c_copy_async(T *s, U *g)
{
	*s = *g;
}

inline void
o2c_copies_wait(void)
{
}
