/* cuda_sim.h's stand-in for what tiled kernels use of omp2cuda_device.h:
 * a staged element's copy is a plain copy on host threads (the block's
 * barrier then publishes it, as on the GPU after the thread's wait). */
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
