/* The streams of a device's deferred target tasks: a small pool, with the
 * events that order work across it.
 *
 * OMP2CUDA_STREAMS=n (1 to 32, default 8) streams per device, each made
 * at its first use.  task.c places each deferred target task on one of
 * them; independent tasks on different ones, so that their kernels (and
 * one task's copies beside another's kernel) run at once, as a CUDA
 * program that uses several streams does.
 *
 * Stream flags.  With n > 1 the streams are non-blocking
 * (CU_STREAM_NON_BLOCKING): the legacy default stream, where every copy
 * and every synchronous construct's kernel runs, neither waits for them
 * nor makes them wait.  Nothing may rest on that implicit order, so the
 * runtime states each one it needs:
 *  - a synchronous construct or device routine first completes every
 *    deferred task of its device (task.c), so that nothing runs on the
 *    streams before its own work on the legacy stream;
 *  - before a task's kernel (or its completion marker) is queued on a
 *    stream, the stream waits for an event recorded on the legacy stream
 *    (o2c_stream_get): a copy to the device from pageable memory may
 *    return before its DMA is done (CUDA driver API, "API synchronization
 *    behavior"), and the kernel must see it, whichever construct made it;
 *  - a task's copies back run on the legacy stream after its own work is
 *    done (task.c waits for its event), and return when they are complete.
 * With n = 1 the one stream is made blocking (CU_STREAM_DEFAULT), as it
 * was when omp2cuda had one: the legacy stream's copies then wait for
 * the kernels queued before them, and target tasks run one at a time in
 * issue order, to compare with.
 *
 * Events: each task that other work may wait for records one on its
 * stream (created with timing off); a completed task's event is kept
 * here and recorded again by a later one.  A cuStreamWaitEvent waits for
 * the event as recorded when it is called, so recording it again later
 * changes nothing for the waits already queued.
 *
 * Requires: the lock held and the device bound, as internal.h says.
 */
#include <stdlib.h>

#include "internal.h"

int
o2c_streams(void)
{
	/* default 8 (switches.c): tools/bench/streams.c on an H100, 8
	 * independent tasks a round: app time 1 stream 33.3 ms, 2 17.0, 4 9.0,
	 * 8 5.6; with kernels that fill the GPU, 4 and 8 alike
	 * (benchmarks/results/2026-11-22-h100-s4) */
	return o2c_switches()->streams;
}

/* Stream i of d's pool, made at its first use, ordered after everything
 * queued on the legacy stream so far. */
int
o2c_stream_get(O2cDevice *d, int i, CUstream *s)
{
	O2cPool *p = &d->pool;
	unsigned flags = o2c_streams() > 1 ? CU_STREAM_NON_BLOCKING : CU_STREAM_DEFAULT;

	if (!p->s[i] && CU_CALL(cuStreamCreate, &p->s[i], flags))
		return -1;
	if (!p->tail && CU_CALL(cuEventCreate, &p->tail, CU_EVENT_DISABLE_TIMING))
		return -1;
	if (CU_CALL(cuEventRecord, p->tail, NULL) ||
	    CU_CALL(cuStreamWaitEvent, p->s[i], p->tail, 0))
		return -1;
	*s = p->s[i];
	return 0;
}

/* Has stream i no work of a pending task left?  A query, no wait: a
 * stream whose last task's event has completed is idle even before that
 * task's exit has run.  Not through CU_CALL: CUDA_ERROR_NOT_READY is an
 * answer, not an error to record. */
int
o2c_stream_idle(const O2cDevice *d, int i)
{
	const O2cPool *p = &d->pool;

	return !p->last[i] || !p->busy[i] || o2c_cu.cuEventQuery(p->busy[i]) == CUDA_SUCCESS;
}

/* An event to record: a spare one, or a new one. */
int
o2c_stream_event(O2cDevice *d, CUevent *e)
{
	O2cPool *p = &d->pool;

	if (p->nspare > 0) {
		*e = p->spare[--p->nspare];
		return 0;
	}
	return CU_CALL(cuEventCreate, e, CU_EVENT_DISABLE_TIMING) ? -1 : 0;
}

/* Keep the event of a completed task for a later one. */
void
o2c_stream_spare(O2cDevice *d, CUevent e)
{
	O2cPool *p = &d->pool;
	CUevent *v;
	int cap;

	if (!e)
		return;
	if (p->nspare == p->capspare) {
		cap = p->capspare ? 2 * p->capspare : 16;
		if (!(v = realloc(p->spare, (size_t)cap * sizeof *v))) {
			(void)CU_CALL(cuEventDestroy, e);
			return;
		}
		p->spare = v;
		p->capspare = cap;
	}
	p->spare[p->nspare++] = e;
}

/* At teardown, the device's context current and its tasks completed. */
void
o2c_stream_teardown(O2cDevice *d)
{
	O2cPool *p = &d->pool;

	for (int i = 0; i < O2C_STREAMS_MAX; i++)
		if (p->s[i])
			(void)CU_CALL(cuStreamDestroy, p->s[i]);
	for (int i = 0; i < p->nspare; i++)
		(void)CU_CALL(cuEventDestroy, p->spare[i]);
	if (p->tail)
		(void)CU_CALL(cuEventDestroy, p->tail);
	free(p->spare);
	*p = (O2cPool){0};
}
