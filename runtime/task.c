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
 * before it completes), its kernel is queued on one of the device's
 * streams (stream.c), and its exit (copies back, frees, the references
 * it holds) waits in the device's pending list.  A target update's
 * copies to the device run now, its copies from the device wait in the
 * list; enter data runs now; exit data runs at once after the device's
 * pending tasks.
 *
 * Dependences.  The depend items of the deferred tasks pending on a
 * device make its dependence table (depend.h): a new task finds there
 * the tasks it depends on.  Its kernel goes on the stream of one of them
 * if that task is the last on its stream (in order, nothing more to
 * queue), else on an idle stream, or the next in turn; the stream then
 * waits for the event each of the others recorded after its work
 * (cuStreamWaitEvent).  A task with no dependence lands on an idle
 * stream: independent tasks run at once, up to the pool's size.  A task
 * with depend items but no kernel (enter data, target update) still
 * records an event on a stream after those it depends on, so that a task
 * that depends on it waits for them too.  The streams are non-blocking:
 * stream.c's header gives each order between them and the legacy
 * default stream that the runtime states instead (OMP2CUDA_STREAMS=1 is
 * the one blocking stream of before, every task in issue order).
 *
 * Copies in stay synchronous, on the legacy stream, when the construct
 * is issued: a copy into a new allocation may run beside the kernels of
 * the tasks it depends on, as none of them can reach that memory; one
 * into memory mapped already (always to, target update to, an attached
 * pointer) could change what they read, so the host first waits for
 * those tasks' events (the lock held, as a copy that waits holds it).
 * transfer.c's copies, staged or not, are complete when they return,
 * and only the thread that holds the lock makes one: its staging ring is
 * never shared between copies in flight.
 *
 * Completion.  A device's pending tasks complete in issue order: each
 * waits for its own event (the lock released), then runs its exit.  So
 * a task's copies back wait for its own work and that of the tasks
 * issued before it, not for the kernels of later ones, which may go on
 * running meanwhile.  That is safe for their memory: an exit frees or
 * copies back only an entry whose references it held last, and a later
 * task that would map or look up such an entry completed the exits
 * first (the present table rules below).  A construct
 * with depend first completes the tasks of every other device, whose
 * tables it does not read.  Host tasks: the generated code waits for
 * child tasks (#pragma omp taskwait) before a construct with depend, and
 * completes target tasks (o2c_taskwait) before a host task with depend.
 *
 * Inside a parallel region a nowait construct runs undeferred: the team's
 * barriers, implicit ones included, must complete its task, and they are
 * libgomp's, not omp2cuda's.  Without a GPU the host fallback runs every
 * construct at once, and nothing is ever pending.
 *
 * The present table stays what a program that completed each task at once
 * would see.  A pending exit holds its references (O2cEntry.held counts
 * them; O2cEntry.owed counts the copies to the host it will make, which
 * read the device memory when they run).  A deferred construct that would
 * act differently after the pending exits (present.c's o2c_present_busy:
 * an entry only they hold, which they may remove, or one they will copy
 * to the host, which its kernel could change first) completes them
 * first; a synchronous construct completes every pending task of its
 * device first, so nothing runs on the streams beside its own work.
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

struct O2cTask {
	O2cTask *next;
	const char *loc;    /* the construct */
	const char *kernel; /* its kernel; NULL for the data constructs */
	O2cMap *maps;       /* the map list of its exit, copied; NULL: none */
	int nmaps;
	int deps;           /* it has depend items: it is in d->deps */
	const O2cTask **waits; /* the pending tasks it depends on, until its
	                          stream waits for them */
	int nwaits;
	int stream;         /* its stream in d->pool; -1 before, or none */
	CUevent done;       /* recorded on that stream after its work */
};

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

/* A task's work failed: a kernel faulted.  Name the first construct from
 * p on whose kernel it may be: the tasks before p completed. */
static int
failed(const O2cTask *p, CUresult e, const char **loc)
{
	const O2cTask *k = p;

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

/* Does the construct, as it is issued, copy to device memory mapped
 * already: a present item of target update to, or of a map with always
 * and to, or an attach item in a present struct?  A copy into a new
 * allocation is not one. */
static int
writes_mapped(O2cDevice *d, const O2cMap *maps, int nmaps, int update)
{
	O2cEntry *e;

	for (int i = 0; i < nmaps; i++) {
		const O2cMap *m = &maps[i];
		int attach = (m->type & O2C_MAP_ATTACH) != 0;
		int copies = (m->type & O2C_MAP_TO) && (update || (m->type & O2C_MAP_ALWAYS));
		if (!m->host || !(attach || copies))
			continue;
		if (o2c_present_query(&d->present, m->host, attach ? sizeof(void *) : m->bytes,
		                      &e) != PRESENT_ABSENT)
			return 1;
	}
	return 0;
}

/* Wait on the host for the tasks t depends on; the lock stays held. */
static int
wait_now(O2cTask *t, const char **at)
{
	CUresult e;

	o2c_inflight_settle(1);
	for (int i = 0; i < t->nwaits; i++)
		if ((e = CU_CALL(cuEventSynchronize, t->waits[i]->done)))
			return failed(t->waits[i], e, at);
	t->nwaits = 0;
	return 0;
}

static void
forget(O2cDevice *d, O2cTask *t)
{
	if (t->deps)
		o2c_dep_done(&d->deps, t);
	free(t->waits);
	free(t->maps);
	free(t);
}

/* A deferred construct on d with these depend items, before its map
 * entry: the tasks it depends on, from the table, and if its copies to
 * the device must not run beside them, the wait for them.  NULL after an
 * error, *at set when it is another construct's. */
O2cTask *
o2c_task_begin(O2cDevice *d, const char *loc, const O2cDepend *deps, int ndeps,
               const O2cMap *maps, int nmaps, int update, const char **at)
{
	O2cTask *t = calloc(1, sizeof *t);
	int n;

	*at = NULL;
	if (!t) {
		O2C_ERROR("out of host memory");
		return NULL;
	}
	t->loc = loc;
	t->stream = -1;
	if (ndeps > 0) {
		t->deps = 1;
		n = o2c_dep_add(&d->deps, t, deps, ndeps);
		if (n < 0 || (n > 0 && !(t->waits = malloc((size_t)n * sizeof *t->waits)))) {
			O2C_ERROR("out of host memory");
			forget(d, t);
			return NULL;
		}
		memcpy(t->waits, d->deps.wait, (size_t)n * sizeof *t->waits);
		t->nwaits = n;
	}
	if (t->nwaits && writes_mapped(d, maps, nmaps, update) && wait_now(t, at)) {
		forget(d, t);
		return NULL;
	}
	return t;
}

/* The stream for t: behind a task it waits for that is the last on its
 * stream, else an idle stream from the pool's turn on, else the one in
 * turn. */
static int
pick(O2cDevice *d, const O2cTask *t)
{
	O2cPool *p = &d->pool;
	int n = o2c_streams(), i, k;

	for (k = 0; k < t->nwaits; k++) {
		i = t->waits[k]->stream;
		if (i >= 0 && p->last[i] == t->waits[k])
			return i;
	}
	for (k = 0; k < n && !o2c_stream_idle(d, (p->turn + k) % n); k++)
		;
	i = (p->turn + (k < n ? k : 0)) % n;
	p->turn = (i + 1) % n;
	return i;
}

/* t's stream, chosen at the first call, made to wait for the legacy
 * stream's work so far (t's copies in) and for the tasks t depends on. */
int
o2c_task_stream(O2cDevice *d, O2cTask *t, CUstream *s)
{
	int i;

	if (t->stream >= 0) {
		*s = d->pool.s[t->stream];
		return 0;
	}
	i = pick(d, t);
	if (o2c_stream_get(d, i, s))
		return -1;
	o2c_note(t->loc, "target task on stream %d of %d", i, o2c_streams());
	for (int k = 0; k < t->nwaits; k++) {
		const O2cTask *w = t->waits[k];
		if (w->stream == i || !w->done)
			continue; /* in order on the stream */
		o2c_note(t->loc, "waits for the task of %s on stream %d", w->loc, w->stream);
		if (CU_CALL(cuStreamWaitEvent, *s, w->done, 0))
			return -1;
	}
	t->stream = i;
	free(t->waits);
	t->waits = NULL;
	t->nwaits = 0;
	return 0;
}

/* The references a pending exit holds and the copies to the host it
 * owes, counted in (by 1) or out (by -1) of the entries they are in. */
static void
count(O2cDevice *d, const O2cTask *p, int by)
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

static int
copies_from(const O2cMap *maps, int nmaps)
{
	for (int i = 0; i < nmaps; i++)
		if (maps[i].type & O2C_MAP_FROM)
			return 1;
	return 0;
}

/* The end of issuing t, a deferred construct on d: the map exit of a
 * target construct (kernel set), or the copies from the device of a
 * target update, wait in the pending list; a task with depend items
 * records its event, which later tasks may wait for.  A task with
 * neither is complete. */
int
o2c_task_defer(O2cDevice *d, O2cTask *t, const char *kernel, int update, const O2cMap *maps,
               int nmaps)
{
	int exits = kernel || (update && copies_from(maps, nmaps));
	CUstream s;

	if (!exits && !t->deps) {
		forget(d, t);
		return 0;
	}
	if (exits && nmaps > 0) {
		if (!(t->maps = malloc((size_t)nmaps * sizeof *maps))) {
			O2C_ERROR("out of host memory");
			return -1;
		}
		memcpy(t->maps, maps, (size_t)nmaps * sizeof *maps);
		t->nmaps = nmaps;
	}
	if (kernel || t->deps) {
		if (o2c_task_stream(d, t, &s) || o2c_stream_event(d, &t->done) ||
		    CU_CALL(cuEventRecord, t->done, s))
			return -1;
		d->pool.last[t->stream] = t;
		d->pool.busy[t->stream] = t->done;
	}
	t->kernel = kernel;
	count(d, t, 1);
	if (d->pending_tail)
		d->pending_tail->next = t;
	else
		d->pending = t;
	d->pending_tail = t;
	__atomic_add_fetch(&npending, 1, __ATOMIC_RELEASE);
	return 0;
}

static int
update_from(O2cDevice *d, const O2cTask *p)
{
	for (int i = 0; i < p->nmaps; i++)
		if ((p->maps[i].type & O2C_MAP_FROM) && o2c_map_update(d, &p->maps[i]))
			return -1;
	return 0;
}

/* Run the exit of p, whose work is done. */
static int
finish(O2cDevice *d, O2cTask *p, const char **loc)
{
	int r;

	if (!p->kernel && !p->nmaps)
		return 0;
	o2c_ledger_region_resume(p->loc);
	count(d, p, -1);
	r = p->kernel ? o2c_map_exit(d, p->maps, p->nmaps) : update_from(d, p);
	o2c_ledger_region_end();
	if (r)
		*loc = p->loc;
	return r;
}

/* Take a completed task out of d: out of the table, off its stream,
 * its event kept for another. */
static void
retire(O2cDevice *d, O2cTask *p)
{
	O2cPool *pool = &d->pool;

	if (p->stream >= 0 && pool->last[p->stream] == p) {
		pool->last[p->stream] = NULL;
		pool->busy[p->stream] = NULL;
	}
	o2c_stream_spare(d, p->done);
	forget(d, p);
	__atomic_sub_fetch(&npending, 1, __ATOMIC_RELEASE);
}

/* Complete a list taken from d, in order: wait for each task's event,
 * the lock released, then run its exit.  After a failure the rest are
 * only freed: the entry point exits. */
static int
complete(O2cDevice *d, O2cTask *list, const char **loc)
{
	O2cTask *p, *next;
	CUresult e;
	int r = 0;

	for (p = list; p; p = next) {
		next = p->next;
		if (!r && p->done) {
			o2c_inflight_settle(1);
			o2c_unlock();
			e = CU_CALL(cuEventSynchronize, p->done);
			o2c_lock();
			if (e)
				r = failed(p, e, loc);
		}
		if (!r)
			r = finish(d, p, loc);
		retire(d, p);
	}
	return r;
}

/* Complete d's target tasks.  A thread that finds another completing
 * them waits until it is done. */
int
o2c_task_drain(O2cDevice *d, const char **loc)
{
	O2cTask *list;
	int r;

	while (d->pending || d->draining) {
		if (d->draining) {
			o2c_lock_wait();
			continue;
		}
		list = d->pending;
		d->pending = d->pending_tail = NULL;
		d->draining = 1;
		r = complete(d, list, loc);
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
	o2c_stream_teardown(d);
	o2c_dep_clear(&d->deps);
}

/* A quick teardown's: the host memory only; the driver's exit takes the
 * streams and events with the context. */
void
o2c_task_forget(O2cDevice *d)
{
	free(d->pool.spare);
	d->pool = (O2cPool){0};
	o2c_dep_clear(&d->deps);
}
