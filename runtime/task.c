/* Target tasks: constructs with nowait and depend (OpenMP 5.2 13.6
 * target enter data, 13.7 target exit data, 13.8 target, 13.9 target
 * update, 15.9.5 depend), and their completion: at taskwait (15.5), at
 * the end of a taskgroup (15.4), before a host task with depend, before
 * any synchronous construct or device routine on the same GPU, and at
 * exit.
 *
 * Deferral.  A nowait construct on a GPU, encountered outside every
 * parallel region (omp_get_level() is 0), is deferred: its map entry and
 * copies in run now (the encountering thread may execute that part of the
 * task, and a conforming program does not write what the task maps
 * before it completes), its kernel is queued on the device's stream, and
 * its exit (copies back, frees, the references it holds) waits in the
 * device's pending list.  A target update's copies to the device run
 * now, its copies from the device wait in the list; enter data runs now;
 * exit data runs at once after the device's pending tasks.
 *
 * The stream: one per device, in order, made with the default flag, so
 * that the legacy default stream, where every copy and every synchronous
 * kernel runs, waits for what the stream holds and the stream for it.  So
 * a later construct's copies in start once earlier kernels end (the host
 * waits there), and no copy writes device memory a queued kernel still
 * reads.  Copies in and copies back are transfer.c's synchronous ones,
 * staged through its pinned ring or not: no slot of the ring is in flight
 * when a construct returns.  Completing a device's tasks waits for its
 * stream, the lock released, then runs the pending exits in issue order.
 *
 * Inside a parallel region a nowait construct runs undeferred: the team's
 * barriers, implicit ones included, must complete its task, and they are
 * libgomp's, not omp2cuda's.  Without a GPU the host fallback runs every
 * construct at once, and nothing is ever pending.
 *
 * Dependences.  Target tasks on one device run in issue order, so every
 * depend between them holds, whatever its type; in exchange no two of
 * them run at once: nowait buys the host's overlap with the device, not
 * concurrency between target tasks.  A construct with depend first
 * completes the tasks of every other device.  Host tasks: the generated
 * code waits for child tasks (#pragma omp taskwait) before a construct
 * with depend, and completes target tasks (o2c_taskwait) before a host
 * task with depend.
 *
 * The present table stays what a program that completed each task at once
 * would see.  A pending exit holds its references (O2cEntry.held counts
 * them; O2cEntry.owed counts the copies to the host it will make, which
 * read the device memory when they run).  A deferred construct that would
 * act differently after the pending exits (present.c's o2c_present_busy:
 * an entry only they hold, which they may remove, or one they will copy
 * to the host, which its kernel could change first) completes them
 * first; a synchronous construct completes every pending task of its
 * device first.
 *
 * Requires: the lock held and the device bound, as internal.h says.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* libgomp's, in every program omp2cuda links; a unit test without it
 * runs every construct at level 0. */
#pragma weak omp_get_level
int omp_get_level(void);

typedef struct O2cPending {
	struct O2cPending *next;
	const char *loc;    /* the construct */
	const char *kernel; /* its kernel; NULL for target update */
	O2cMap *maps;       /* its map list, copied */
	int nmaps;
} O2cPending;

static int npending; /* over every device; read without the lock */

int
o2c_task_deferred(int flags)
{
	return (flags & O2C_NOWAIT) && (!omp_get_level || omp_get_level() == 0);
}

/* Would issuing these items and pointer arguments now, before the
 * pending exits, act differently than after them (present.c's
 * o2c_present_busy)?  The copies from the device of a target update are
 * deferred, behind the exits, and compare with nothing.  An attach item
 * looks up what its pointer points to; a kernel may reach any device
 * memory through an is_device_ptr pointer, so none may run before a
 * pending copy to the host. */
static int
conflict(O2cDevice *d, const O2cMap *maps, int nmaps, const O2cArg *args, int nargs, int update)
{
	for (int i = 0; i < nmaps; i++) {
		const O2cMap *m = &maps[i];
		const char *at = m->host;
		if (m->type & O2C_MAP_ATTACH)
			at = *(char **)m->host ? *(char **)m->host + m->bytes : NULL;
		if (at && !(update && !(m->type & O2C_MAP_TO)) &&
		    o2c_present_busy(&d->present, at, m->type & O2C_MAP_ATTACH ? 0 : m->bytes))
			return 1;
	}
	for (int i = 0; i < nargs; i++) {
		const O2cArg *a = &args[i];
		if (a->type != O2C_ARG_PTR)
			continue;
		if (a->flags & O2C_ARG_DEVICE_PTR ? d->owed > 0
		    : a->map < 0 && *(void **)a->value &&
		              o2c_present_busy(&d->present, *(void **)a->value, 0))
			return 1;
	}
	return 0;
}

int
o2c_task_prepare(O2cDevice *d, int flags, int deferred, const O2cMap *maps, int nmaps,
                 const O2cArg *args, int nargs, int update, const char **loc)
{
	if ((flags & O2C_DEPEND) && o2c_task_drain_all(d, loc))
		return -1;
	if (deferred && !conflict(d, maps, nmaps, args, nargs, update))
		return 0;
	return o2c_task_drain(d, loc);
}

int
o2c_task_stream(O2cDevice *d, CUstream *s)
{
	if (!d->stream && CU_CALL(cuStreamCreate, &d->stream, CU_STREAM_DEFAULT))
		return -1;
	*s = d->stream;
	return 0;
}

/* The references a pending exit holds and the copies to the host it
 * owes, counted in (by 1) or out (by -1) of the entries they are in. */
static void
count(O2cDevice *d, const O2cPending *p, int by)
{
	for (int i = 0; i < p->nmaps; i++) {
		const O2cMap *m = &p->maps[i];
		int from = (m->type & O2C_MAP_FROM) != 0;
		O2cEntry *e;
		if ((m->type & O2C_MAP_ATTACH) || !m->bytes || !m->host || (!p->kernel && !from) ||
		    o2c_present_query(&d->present, m->host, m->bytes, &e) != PRESENT_INSIDE)
			continue;
		if (p->kernel)
			e->held += by;
		if (from && (!p->kernel || (m->type & O2C_MAP_ALWAYS))) {
			e->owed += by;
			d->owed += by;
		}
	}
}

/* Keep the exit of the construct just issued on d: the map exit of a
 * target construct (kernel set), or the copies from the device of a
 * target update. */
int
o2c_task_defer(O2cDevice *d, const char *loc, const char *kernel, int update,
               const O2cMap *maps, int nmaps)
{
	O2cPending *p = calloc(1, sizeof *p);
	CUstream s;

	if (!p || (nmaps > 0 && !(p->maps = malloc((size_t)nmaps * sizeof *maps)))) {
		free(p);
		O2C_ERROR("out of host memory");
		return -1;
	}
	if (o2c_task_stream(d, &s)) {
		free(p);
		return -1;
	}
	if (nmaps > 0)
		memcpy(p->maps, maps, (size_t)nmaps * sizeof *maps);
	p->nmaps = nmaps;
	p->loc = loc;
	p->kernel = update ? NULL : kernel;
	count(d, p, 1);
	if (d->pending_tail)
		d->pending_tail->next = p;
	else
		d->pending = p;
	d->pending_tail = p;
	__atomic_add_fetch(&npending, 1, __ATOMIC_RELEASE);
	return 0;
}

static int
update_from(O2cDevice *d, const O2cPending *p)
{
	for (int i = 0; i < p->nmaps; i++)
		if ((p->maps[i].type & O2C_MAP_FROM) && o2c_map_update(d, &p->maps[i]))
			return -1;
	return 0;
}

/* Run the exits of a list taken from d, in order, and free it. */
static int
run(O2cDevice *d, O2cPending *p, const char **loc)
{
	O2cPending *next;
	int r = 0;

	for (; p; p = next) {
		next = p->next;
		if (!r) {
			o2c_ledger_region_resume(p->loc);
			count(d, p, -1);
			r = p->kernel ? o2c_map_exit(d, p->maps, p->nmaps) : update_from(d, p);
			o2c_ledger_region_end();
			if (r)
				*loc = p->loc;
		}
		free(p->maps);
		free(p);
		__atomic_sub_fetch(&npending, 1, __ATOMIC_RELEASE);
	}
	return r;
}

/* The stream failed: a kernel faulted.  Name the first construct whose
 * kernel it may be. */
static int
failed(O2cPending *p, CUresult e, const char **loc)
{
	O2cPending *k = p;

	while (k && !k->kernel)
		k = k->next;
	if (k)
		O2C_ERROR("kernel %s, or one queued after it by a nowait construct, failed: %s",
		          k->kernel, o2c_cu_describe(e));
	else
		O2C_ERROR("waiting for the device's nowait constructs: %s", o2c_cu_describe(e));
	*loc = (k ? k : p)->loc;
	return -1;
}

/* Complete d's target tasks: wait for its stream, then run their exits.
 * A thread that finds another completing them waits until it is done. */
int
o2c_task_drain(O2cDevice *d, const char **loc)
{
	O2cPending *list;
	CUresult e;
	int r;

	while (d->pending || d->draining) {
		if (d->draining) {
			o2c_lock_wait();
			continue;
		}
		list = d->pending;
		d->pending = d->pending_tail = NULL;
		d->draining = 1;
		o2c_unlock();
		e = CU_CALL(cuStreamSynchronize, d->stream);
		o2c_lock();
		r = e ? failed(list, e, loc) : run(d, list, loc);
		d->draining = 0;
		o2c_lock_wake();
		if (r)
			return -1;
	}
	return 0;
}

/* Complete the target tasks of every device but except (NULL: all of
 * them); except is bound again after. */
int
o2c_task_drain_all(O2cDevice *except, const char **loc)
{
	const char *why;
	O2cDevice *d;
	int n;

	*loc = NULL;
	if (!__atomic_load_n(&npending, __ATOMIC_ACQUIRE))
		return 0;
	n = o2c_device_count(&why);
	for (int i = 0; i < n; i++) {
		d = o2c_device_opened(i);
		if (!d || d == except || (!d->pending && !d->draining))
			continue;
		if (o2c_device_bind(d) || o2c_task_drain(d, loc))
			return -1;
	}
	return except ? o2c_device_bind(except) : 0;
}

void
o2c_taskwait(void)
{
	const char *loc;

	if (!__atomic_load_n(&npending, __ATOMIC_ACQUIRE))
		return;
	o2c_lock();
	if (o2c_task_drain_all(NULL, &loc)) {
		o2c_unlock();
		o2c_fail(loc);
	}
	o2c_unlock();
}

/* At teardown, the device's context current and its tasks completed. */
void
o2c_task_teardown(O2cDevice *d)
{
	if (d->stream)
		(void)CU_CALL(cuStreamDestroy, d->stream);
	d->stream = NULL;
}
