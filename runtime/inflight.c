/* Kernels in flight: a target region's kernel is launched on the legacy
 * default stream and the host goes on without waiting for it (OpenMP
 * 5.2 13.8: the host sees a region's effects only through what comes
 * back from the device).  Everything the runtime does later on that
 * stream runs after it in order, and every copy to the host waits for
 * it, so a chain of regions over present data runs as hand-written CUDA
 * launches its kernels.  Code outside OpenMP may also read device
 * memory (a CUDA library, a CUDA-aware MPI, on streams of their own):
 * a kernel given a pointer whose device address the user's code holds
 * (is_device_ptr, has_device_addr, data that use_device_ptr/addr or
 * omp_target_associate_ptr exposed) is waited for at once (target.c),
 * and use_device_ptr settles before it hands out an address.
 * OMP2CUDA_LAUNCH=sync waits after every kernel instead.
 *
 * A kernel's fault only shows at a later CUDA call, and after it every
 * call fails.  So each launch gets a number, and the GPU writes that
 * number into page-locked host memory of its device (cuStreamWriteValue32
 * after the kernel, in stream order) once the kernel has finished: a
 * number the GPU never wrote is a kernel that never finished.  Every
 * runtime operation that waits for the GPU or moves data (transfer.c,
 * map.c, api.c, task.c, exit) first settles: it waits for the kernels
 * in flight and, if one failed, reports the fault under the construct
 * that launched the first kernel that never finished, naming it.  Where
 * the driver has no stream memory operations, the message names the
 * first kernel in flight and counts the others.  At most RING kernels
 * are in flight: the next launch waits for them.
 *
 * Called with the runtime's lock held.
 */
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "internal.h"

enum { RING = 1024, MAX_MARKS = 32 };

typedef struct Flight {
	O2cDevice *d;
	const char *loc;    /* the construct that launched it */
	const char *kernel;
	unsigned id;        /* its number, which the GPU writes when it ends */
} Flight;

/* A device's completion word: host memory the GPU writes. */
typedef struct Mark {
	O2cDevice *d;
	volatile unsigned *host; /* NULL: no stream memory operations */
	CUdeviceptr dev;
} Mark;

static Flight ring[RING];
static int head, count;
static unsigned next_id;
static Mark marks[MAX_MARKS];
static int nmarks;

/* OMP2CUDA_LAUNCH: async (default) or sync. */
int
o2c_launch_async(void)
{
	static const char *const names[] = {"async", "sync", 0};
	static int mode = -1;

	if (mode < 0)
		mode = o2c_env_choice("OMP2CUDA_LAUNCH", names, 0);
	return mode == 0;
}

/* d's completion word, made at its first launch (d's context current). */
static Mark *
mark_of(O2cDevice *d)
{
	Mark *m;
	void *p = NULL;

	for (int i = 0; i < nmarks; i++)
		if (marks[i].d == d)
			return &marks[i];
	if (nmarks == MAX_MARKS)
		return NULL;
	m = &marks[nmarks++];
	m->d = d;
	if (o2c_cu.cuStreamWriteValue32_v2 && o2c_cu.cuMemHostGetDevicePointer_v2 &&
	    o2c_cu.cuMemHostAlloc(&p, sizeof(unsigned),
	                          CU_MEMHOSTALLOC_DEVICEMAP | CU_MEMHOSTALLOC_PORTABLE) ==
	            CUDA_SUCCESS) {
		if (o2c_cu.cuMemHostGetDevicePointer_v2(&m->dev, p, 0) == CUDA_SUCCESS) {
			m->host = p;
			*m->host = 0;
		} else {
			(void)o2c_cu.cuMemFreeHost(p);
		}
	}
	return m;
}

/* Has the kernel of f finished, as far as its device's word says? */
static int
finished(const Flight *f)
{
	for (int i = 0; i < nmarks; i++)
		if (marks[i].d == f->d && marks[i].host)
			return (int)(*marks[i].host - f->id) >= 0;
	return 0;
}

/* The fault e, seen while kernels were in flight: reported under the
 * construct of the first that never finished; the process exits. */
static _Noreturn void
fail_flights(CUresult e, int locked)
{
	int first = 0, exact = nmarks > 0;
	Flight *f;

	for (int i = 0; i < nmarks; i++)
		exact &= marks[i].host != NULL;
	while (exact && first < count - 1 && finished(&ring[(head + first) % RING]))
		first++;
	f = &ring[(head + first) % RING];
	if (!exact && count - first > 1)
		O2C_ERROR("kernel %s failed: %s (or one of the %d kernels launched after it "
		          "without waiting; OMP2CUDA_LAUNCH=sync names the one)",
		          f->kernel, o2c_cu_describe(e), count - first - 1);
	else
		O2C_ERROR("kernel %s failed: %s", f->kernel, o2c_cu_describe(e));
	count = 0;
	if (locked)
		o2c_unlock();
	o2c_fail(f->loc);
}

/* Drop the kernels at the head that have finished. */
static void
drop_finished(void)
{
	while (count > 0 && finished(&ring[head])) {
		head = (head + 1) % RING;
		count--;
	}
}

/* Wait for every kernel in flight on each device that has some. */
static CUresult
wait_all(void)
{
	CUcontext was = NULL;
	CUresult e = CUDA_SUCCESS;

	(void)o2c_cu.cuCtxGetCurrent(&was);
	for (int i = 0; i < nmarks && e == CUDA_SUCCESS; i++) {
		int busy = 0;
		for (int k = 0; k < count; k++)
			busy |= ring[(head + k) % RING].d == marks[i].d;
		if (!busy)
			continue;
		if (marks[i].d->ctx != was)
			(void)o2c_cu.cuCtxSetCurrent(marks[i].d->ctx);
		e = o2c_cu.cuCtxSynchronize();
	}
	if (was)
		(void)o2c_cu.cuCtxSetCurrent(was);
	return e;
}

/* The ring is full: wait until the oldest kernel has finished, polling
 * its device's word (d's context current) and the stream, whose query
 * answers a fault.  Without a word, or when the oldest is another
 * device's, wait for everything. */
static CUresult
wait_oldest(O2cDevice *d)
{
	CUresult e;

	if (ring[head].d != d || !mark_of(d) || !mark_of(d)->host)
		return wait_all();
	while (!finished(&ring[head])) {
		e = o2c_cu.cuStreamQuery(NULL);
		if (e != CUDA_ERROR_NOT_READY)
			return e;
		sched_yield();
	}
	return CUDA_SUCCESS;
}

/* Kernel k of the construct at loc was just launched on d's legacy
 * default stream (d's context current): number it.  Lock held. */
void
o2c_inflight_add(O2cDevice *d, const char *loc, const char *kernel)
{
	Mark *m = mark_of(d);
	Flight *f;
	CUresult e;

	drop_finished();
	if (count == RING && (e = wait_oldest(d)) != CUDA_SUCCESS)
		fail_flights(e, 1);
	drop_finished();
	if (count == RING)
		head = count = 0;
	f = &ring[(head + count) % RING];
	f->d = d;
	f->loc = loc;
	f->kernel = kernel;
	f->id = ++next_id;
	count++;
	if (m && m->host &&
	    CU_CALL(cuStreamWriteValue32_v2, NULL, m->dev, f->id, CU_STREAM_WRITE_VALUE_DEFAULT))
		fail_flights(CUDA_ERROR_UNKNOWN, 1);
}

/* Before anything that waits for the GPU or moves data: every kernel in
 * flight has finished, or its fault is reported under its construct and
 * the process exits (the lock released first when the caller holds it). */
void
o2c_inflight_settle(int locked)
{
	CUresult e;

	if (count == 0)
		return;
	if ((e = wait_all()) != CUDA_SUCCESS)
		fail_flights(e, locked);
	count = 0;
}

/* At exit: the same from an exit handler, which must not exit(): a fault
 * ends the process with _exit(1) after its message. */
void
o2c_inflight_settle_at_exit(void)
{
	CUresult e;

	if (count == 0)
		return;
	if ((e = wait_all()) != CUDA_SUCCESS) {
		int first = 0;
		while (first < count - 1 && finished(&ring[(head + first) % RING]))
			first++;
		Flight *f = &ring[(head + first) % RING];
		fprintf(stderr, "omp2cuda: %s: error: kernel %s failed: %s\n", f->loc, f->kernel,
		        o2c_cu_describe(e));
		fflush(NULL);
		_exit(1);
	}
	count = 0;
}
