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
 * call fails.  So each launch gets a number, and the GPU writes into
 * page-locked host memory of its device the number of each launch after
 * which a different construct's kernel follows: a launch whose number
 * (or a later one) was never written never finished.  Launches are kept
 * as runs (consecutive launches of one kernel of one construct, which
 * name the same construct), and a run's end is written one of two ways:
 *
 *  - by the kernel itself: every kernel omp2cuda generates ends with
 *    o2c_kernel_done (omp2cuda_done.h), where, when the launch is given
 *    the word, each warp counts itself (on its module's counter) once
 *    all its threads are done and the last writes the launch's number.
 *    A kernel that faulted never completes its count.  This lengthens
 *    the kernel's end (an atomic per warp, a write over the bus), so it
 *    is asked of a launch only where its run is expected to end there:
 *    its construct's last run was a single launch (gaussian's two
 *    alternating regions), and only of a grid that fits the device at
 *    once: the warps of a grid of many waves would wait for the atomic in
 *    each (runtime/geometry.c, one wave);
 *  - by the stream: otherwise, when a different kernel follows, a
 *    cuStreamWriteValue32 of the run's last number is queued before it
 *    (about 1.6 us of the GPU's time per write on an H200; gaussian's
 *    4,094 alternating launches, 24 -> 30 ms), once per run (lud's runs
 *    of 32 launches of one construct).
 *
 * A written end costs the GPU time (gaussian's 4,094 alternating launches
 * on an H200: 16.7 ms of kernel time with the word at every launch, 14.2
 * without; benchmarks/results/2026-12-02-h200-stop48, run 189), so a
 * device's ends are written at most once every WINDOW launches (numbered
 * across devices): a fault is reported under the first run not known to
 * have finished and counts the launches after it up to the next written
 * end, any of which may be the one; OMP2CUDA_LAUNCH=exact writes every
 * run's end as above, which names the one, and OMP2CUDA_LAUNCH=sync waits
 * for each launch.
 *
 * Every runtime operation that waits for the GPU or moves data
 * (transfer.c, map.c, api.c, task.c, exit), and every clock read of the
 * program's (clocks.c), first settles: it waits for
 * the kernels in flight and, if one failed, reports the fault under the
 * construct of the first run on the faulting device that never finished.
 * Where the device's memory cannot be mapped for the host, the message
 * names the first kernel in flight and counts the others.  At most RING
 * runs are in flight (the depth of the driver's own launch queue): the
 * next new run first waits for the oldest to finish.
 *
 * Called with the runtime's lock held, which target.c keeps from before
 * a launch is numbered until it is launched, so that the numbers follow
 * the stream's order.
 */
#include <sched.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "internal.h"

enum { RING = 1024, MAX_MARKS = 32, WINDOW = 32 };

/* The kernel parameter's layout, as omp2cuda_device.h declares it. */
_Static_assert(sizeof(O2cDone) == 16 && offsetof(O2cDone, id) == 8, "O2cDone layout");

/* A run of launches of one kernel of one construct, on one device. */
typedef struct Flight {
	O2cDevice *d;
	const char *loc;    /* the construct that launched it */
	const char *kernel;
	unsigned id;        /* the number of its last launch */
	unsigned n;         /* its launches */
	int written;        /* the GPU writes id once that launch has finished */
} Flight;

/* How long each construct's last run was, by its loc string's address:
 * what says whether its next launch will end its run. */
enum { PAST = 256 };
static struct {
	const char *loc;
	unsigned n;
} past[PAST];

/* A device's completion word: host memory the GPU writes. */
typedef struct Mark {
	O2cDevice *d;
	volatile unsigned *host; /* NULL: none to be had */
	CUdeviceptr dev;         /* host's address on the device */
	unsigned last;           /* the last launch whose end it writes */
} Mark;

static Flight ring[RING];
static int head, count;
static unsigned next_id;
static Mark marks[MAX_MARKS];
static int nmarks;

/* OMP2CUDA_LAUNCH: async (default), sync or exact. */
enum { LAUNCH_ASYNC, LAUNCH_SYNC, LAUNCH_EXACT };

int
o2c_launch_async(void)
{
	return o2c_switches()->launch != LAUNCH_SYNC;
}

/* Is the end of launch id to be written on m's device: every run's under
 * OMP2CUDA_LAUNCH=exact, else once WINDOW launches have gone since the
 * last written end. */
static int
word_due(const Mark *m, unsigned id)
{
	return o2c_switches()->launch == LAUNCH_EXACT || id - m->last >= WINDOW;
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
	if (!o2c_cu.cuMemHostGetDevicePointer_v2 ||
	    o2c_cu.cuMemHostAlloc(&p, sizeof(unsigned),
	                          CU_MEMHOSTALLOC_DEVICEMAP | CU_MEMHOSTALLOC_PORTABLE) !=
	            CUDA_SUCCESS)
		return m;
	*(volatile unsigned *)p = 0;
	if (o2c_cu.cuMemHostGetDevicePointer_v2(&m->dev, p, 0) != CUDA_SUCCESS) {
		(void)o2c_cu.cuMemFreeHost(p);
		return m;
	}
	m->host = p;
	return m;
}

/* d was just opened (its context current): its completion word is made
 * now, inside the GPU's start-up, rather than at its first launch, where
 * page-locking host memory for it cost a program's first timed region
 * about a millisecond. */
void
o2c_inflight_open(O2cDevice *d)
{
	if (o2c_launch_async())
		(void)mark_of(d);
}

/* Run i (0: the oldest) of the ring. */
static Flight *
at(int i)
{
	return &ring[(head + i) % RING];
}

/* Has run f finished, as far as its device's word says? */
static int
finished(const Flight *f)
{
	for (int i = 0; i < nmarks; i++)
		if (marks[i].d == f->d && marks[i].host)
			return (int)(*marks[i].host - f->id) >= 0;
	return 0;
}

/* The run a fault seen on device d (NULL: unknown) is reported under:
 * d's first that never finished; *later, the launches after it that may
 * be the one instead: those up to the first after it whose end is
 * written (none where its own end is written, or where it is the last). */
static Flight *
culprit(const O2cDevice *d, int *later)
{
	int first = -1, open = 1, words = nmarks > 0;

	*later = 0;
	for (int i = 0; i < nmarks; i++)
		words &= marks[i].host != NULL;
	for (int i = 0; i < count && open; i++) {
		const Flight *f = at(i);
		if ((d && f->d != d) || (first < 0 && words && finished(f)))
			continue;
		if (first < 0)
			first = i;
		else
			*later += (int)f->n;
		open = !words || !f->written; /* the next may be the one too */
	}
	return at(first >= 0 ? first : count - 1);
}

/* The fault e, seen on device d while kernels were in flight: reported
 * under its culprit's construct; the process exits. */
static _Noreturn void
fail_flights(CUresult e, O2cDevice *d, int locked)
{
	int later;
	Flight *f = culprit(d, &later);

	if (later > 0)
		O2C_ERROR("kernel %s failed: %s (or one of the %d kernels launched after it "
		          "without waiting; OMP2CUDA_LAUNCH=exact names the one)",
		          f->kernel, o2c_cu_describe(e), later);
	else
		O2C_ERROR("kernel %s failed: %s", f->kernel, o2c_cu_describe(e));
	count = 0;
	if (locked)
		o2c_unlock();
	o2c_fail(f->loc);
}

/* Drop the runs at the head that have finished. */
static void
drop_finished(void)
{
	while (count > 0 && finished(at(0))) {
		head = (head + 1) % RING;
		count--;
	}
}

/* Wait for every kernel in flight on each device that has some; *bad,
 * the device whose wait failed. */
static CUresult
wait_all(O2cDevice **bad)
{
	CUcontext was = NULL;
	CUresult e = CUDA_SUCCESS;

	*bad = NULL;
	(void)o2c_cu.cuCtxGetCurrent(&was);
	for (int i = 0; i < nmarks && e == CUDA_SUCCESS; i++) {
		int busy = 0;
		for (int k = 0; k < count; k++)
			busy |= at(k)->d == marks[i].d;
		if (!busy)
			continue;
		if (marks[i].d->ctx != was)
			(void)o2c_cu.cuCtxSetCurrent(marks[i].d->ctx);
		e = o2c_cu.cuCtxSynchronize();
		if (e != CUDA_SUCCESS)
			*bad = marks[i].d;
	}
	if (was)
		(void)o2c_cu.cuCtxSetCurrent(was);
	return e;
}

/* The ring is full: wait until the oldest run has finished, polling
 * its device's word (d's context current) and the stream, whose query
 * answers a fault.  Without a word, or when the oldest is another
 * device's, wait for everything. */
static CUresult
wait_oldest(O2cDevice *d, O2cDevice **bad)
{
	CUresult e;

	*bad = d;
	if (at(0)->d != d || !mark_of(d) || !mark_of(d)->host)
		return wait_all(bad);
	while (!finished(at(0))) {
		e = o2c_cu.cuStreamQuery(NULL);
		if (e != CUDA_ERROR_NOT_READY)
			return e;
		sched_yield();
	}
	return CUDA_SUCCESS;
}

/* d's latest run in flight, or NULL. */
static Flight *
last_run(const O2cDevice *d)
{
	for (int i = count - 1; i >= 0; i--)
		if (at(i)->d == d)
			return at(i);
	return NULL;
}

static unsigned
past_slot(const char *loc)
{
	return (unsigned)(((uintptr_t)loc >> 3) % PAST);
}

/* A kernel of the construct at loc is about to be launched on d (d's
 * context current, lock held), its grid one wave or not
 * (o2c_geometry_one_wave).  If it ends d's latest run, that run's end is
 * written first, unless its last kernel writes it; and *done is what the
 * kernel is given: the word and its number where its own run is expected
 * to end with it and its grid is one wave (or the stream cannot write),
 * else nothing. */
void
o2c_inflight_mark(O2cDevice *d, const char *loc, const char *kernel, int one_wave, O2cDone *done)
{
	Mark *m = mark_of(d);
	Flight *f = last_run(d);
	unsigned k = past_slot(loc);
	int stream = o2c_cu.cuStreamWriteValue32_v2 != NULL;

	*done = (O2cDone){0, 0};
	if (!m || !m->host)
		return;
	if (f && !f->written && (f->loc != loc || f->kernel != kernel) && word_due(m, f->id)) {
		f->written = 1;
		m->last = f->id;
		if (CU_CALL(cuStreamWriteValue32_v2, NULL, m->dev, f->id,
		            CU_STREAM_WRITE_VALUE_DEFAULT))
			fail_flights(CUDA_ERROR_UNKNOWN, d, 1);
	}
	if ((!stream || (one_wave && past[k].loc == loc && past[k].n <= 1)) &&
	    word_due(m, next_id + 1)) {
		*done = (O2cDone){m->dev, next_id + 1};
		m->last = next_id + 1;
	}
}

/* Run f is over: remember its length for its construct. */
static void
ended(const Flight *f)
{
	unsigned k = past_slot(f->loc);

	past[k].loc = f->loc;
	past[k].n = f->n;
}

/* The kernel o2c_inflight_mark prepared was launched on d's legacy
 * default stream, given done: keep it, in d's latest run or a new one.
 * Lock held. */
void
o2c_inflight_add(O2cDevice *d, const char *loc, const char *kernel, const O2cDone *done)
{
	Flight *f = last_run(d);
	O2cDevice *bad;
	CUresult e;

	if (f && f->loc == loc && f->kernel == kernel) {
		f->id = ++next_id;
		f->n++;
		f->written = done->host != 0;
		return;
	}
	if (f)
		ended(f);
	drop_finished();
	if (count == RING && (e = wait_oldest(d, &bad)) != CUDA_SUCCESS)
		fail_flights(e, bad, 1);
	drop_finished();
	if (count == RING)
		head = count = 0;
	f = at(count++);
	*f = (Flight){d, loc, kernel, ++next_id, 1, done->host != 0};
}

/* Whether kernels may be in flight: read without the lock, by a clock
 * read of the program's (clocks.c), which then settles under it. */
int
o2c_inflight_pending(void)
{
	return __atomic_load_n(&count, __ATOMIC_RELAXED) != 0;
}

/* In a child of fork(): the kernels in flight are the parent's, on a
 * driver the child cannot use; the child neither waits for them (at a
 * clock read, at exit) nor reports them. */
void
o2c_inflight_forget(void)
{
	head = count = 0;
}

/* Before anything that waits for the GPU or moves data: every kernel in
 * flight has finished, or its fault is reported under its construct and
 * the process exits (the lock released first when the caller holds it). */
void
o2c_inflight_settle(int locked)
{
	O2cDevice *bad;
	CUresult e;

	if (count == 0)
		return;
	if ((e = wait_all(&bad)) != CUDA_SUCCESS)
		fail_flights(e, bad, locked);
	for (int i = 0; i < count; i++)
		ended(at(i));
	count = 0;
}

/* At exit: the same from an exit handler, which must not exit(): a fault
 * ends the process with _exit(1) after its message. */
void
o2c_inflight_settle_at_exit(void)
{
	O2cDevice *bad;
	CUresult e;
	int later;

	if (count == 0)
		return;
	if ((e = wait_all(&bad)) != CUDA_SUCCESS) {
		Flight *f = culprit(bad, &later);
		fprintf(stderr, "omp2cuda: %s: error: kernel %s failed: %s\n", f->loc, f->kernel,
		        o2c_cu_describe(e));
		fflush(NULL);
		_exit(1);
	}
	count = 0;
}
