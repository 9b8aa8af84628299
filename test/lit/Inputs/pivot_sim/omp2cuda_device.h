/* cuda_sim.h's stand-in for what the pivot rows' kernels use of
 * omp2cuda_device.h: the lanes loop's check that two bases stay apart
 * (runtime/include/omp2cuda_device.h's, as it is there). */
inline bool
o2c_apart(long long d, unsigned long long c, unsigned long long s, unsigned long long n)
{
	const unsigned long long ad = d < 0 ? 0ull - (unsigned long long)d : (unsigned long long)d;

	return c && s && ad / c / s >= n;
}
