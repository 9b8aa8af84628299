/* The program's clock reads see its target regions finished.  A region's
 * kernel is launched without waiting (inflight.c), which OpenMP allows as
 * no effect of the region shows on the host before something copies back;
 * but a clock read is how programs measure a region (HeCBench's
 * "Kernel execution time" around one region, BabelStream's bandwidth), and
 * a region ends, for the program, when its kernel has run.  So a clock read
 * of the program's first waits for the kernels in flight, as the next copy
 * back would, and then reads the clock: the time around a region is the
 * region's, as under clang's and gcc's offloading and hand-written CUDA's
 * synchronize.  Programs that read no clock keep the launches' overlap.
 *
 * omp2cuda links an executable with ld's --wrap of each clock function
 * here (tools/omp2cuda.c link_program): the program's references, in its
 * objects and in the runtime's archive, come to __wrap_<name>, which calls
 * the C library's (__real_<name>).  References from shared libraries
 * (libcuda, libgomp's own, libstdc++'s inside itself) bind to the C
 * library directly.  A read by the runtime itself (the ledger, with
 * o2c_clock_internal) or by a thread that holds the runtime's lock waits
 * for nothing.  Deferred target tasks' kernels (nowait) are not in flight
 * here: a clock read alone does not wait for them (a taskwait does), only
 * when it waits for a region's kernel on their device, as every wait for
 * the kernels in flight does (the device's whole context).  clocks_cxx.c
 * and clocks_mpi.c wrap std::chrono's and MPI's clocks, each in its own
 * member of the archive, linked only into programs that read them.
 */
#include <sys/time.h>
#include <time.h>

#include "internal.h"

int __real_clock_gettime(clockid_t id, struct timespec *ts);
int __real_gettimeofday(struct timeval *tv, void *tz);
int __real_timespec_get(struct timespec *ts, int base);
double __real_omp_get_wtime(void);

int __wrap_clock_gettime(clockid_t id, struct timespec *ts);
int __wrap_gettimeofday(struct timeval *tv, void *tz);
int __wrap_timespec_get(struct timespec *ts, int base);
double __wrap_omp_get_wtime(void);

void
o2c_clock_read(void)
{
	if (o2c_clock_internal || o2c_lock_held || !o2c_inflight_pending())
		return;
	o2c_lock();
	o2c_inflight_settle(1);
	o2c_unlock();
}

int
__wrap_clock_gettime(clockid_t id, struct timespec *ts)
{
	o2c_clock_read();
	return __real_clock_gettime(id, ts);
}

int
__wrap_gettimeofday(struct timeval *tv, void *tz)
{
	o2c_clock_read();
	return __real_gettimeofday(tv, tz);
}

int
__wrap_timespec_get(struct timespec *ts, int base)
{
	o2c_clock_read();
	return __real_timespec_get(ts, base);
}

double
__wrap_omp_get_wtime(void)
{
	o2c_clock_read();
	return __real_omp_get_wtime();
}
