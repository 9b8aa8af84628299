/* The ledger's hooks: what the runtime calls around its regions, copies
 * and launches (ledger.c says what they measure).
 *
 * A region's work goes to its row: this thread's current row, and with
 * CUPTI the external correlation id pushed around it.  Without CUPTI a
 * pair of CUDA events per thread times each copy and launch.  A staged
 * copy (transfer.c's ring) counts once, as long as the host waited for
 * it; its pieces' DMA records are marked, through CUPTI's callback, to
 * be kept apart.  In a program run under libomp2cuda_inject.so the
 * staged hooks report to that library's ledger too.
 *
 * Guarantees: with profiling off every hook returns at once.
 */
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "ledger.h"

static _Thread_local int cur_row = -1;
static _Thread_local CUevent ev[2];
static _Thread_local int staging; /* this thread is in a staged copy */
static _Thread_local int counted; /* events: the staged copy counted it */

/* A DMA of a staged copy, its correlation id from the callback: kept
 * while this thread stages a copy and the marks count. */
void
o2c_ledger_mark_staged(uint32_t corr)
{
	Ledger *l = &o2c_ledger;

	if (!staging || !l->marking)
		return;
	pthread_mutex_lock(&o2c_ledger_mu);
	if (!l->collected && o2c_ledger_grow((void **)&l->marks, &l->capmarks, l->nmarks,
	                                     sizeof *l->marks) == 0)
		l->marks[l->nmarks++] = corr;
	pthread_mutex_unlock(&o2c_ledger_mu);
}

void
o2c_ledger_init_done(int what, unsigned long long since)
{
	uint64_t d = o2c_ledger_clock() - since;

	if (!o2c_ledger_profiling())
		return;
	pthread_mutex_lock(&o2c_ledger_mu);
	if (what == O2C_INIT_CONTEXT)
		o2c_ledger.context_ns += d;
	else
		o2c_ledger.module_ns += d;
	pthread_mutex_unlock(&o2c_ledger_mu);
}

/* Regions. */

static void
region_enter(const char *loc, const char *kind, int run)
{
	int row;

	if (!o2c_ledger_profiling() || o2c_ledger.mode == MODE_NONE)
		return;
	pthread_mutex_lock(&o2c_ledger_mu);
	row = o2c_ledger_row_for(loc, loc ? loc : "(unknown)", kind);
	if (row >= 0 && run)
		o2c_ledger.rows[row].runs++;
	pthread_mutex_unlock(&o2c_ledger_mu);
	cur_row = row;
	if (o2c_ledger.mode == MODE_CUPTI && row >= 0)
		o2c_ledger_cupti_push(row);
}

void
o2c_ledger_region_begin(const char *loc, int kind)
{
	static const char *const kinds[] = {"target", "data", "data", "update"};

	region_enter(loc, kinds[kind], kind != O2C_REGION_DATA_END);
}

/* The exit of a deferred target task (task.c), run later, perhaps by
 * another thread: the work goes to the construct's row, which its issue
 * made, and counts no run. */
void
o2c_ledger_region_resume(const char *loc)
{
	region_enter(loc, "target", 0);
}

void
o2c_ledger_region_end(void)
{
	if (cur_row < 0)
		return;
	if (o2c_ledger.mode == MODE_CUPTI)
		o2c_ledger_cupti_pop();
	cur_row = -1;
}

void
o2c_ledger_host_run(const char *loc, const char *why, unsigned long long since)
{
	uint64_t d = o2c_ledger_clock() - since;
	int row;

	if (!o2c_ledger_profiling())
		return;
	pthread_mutex_lock(&o2c_ledger_mu);
	row = o2c_ledger_row_for(loc, loc ? loc : "(unknown)", "target");
	if (row >= 0) {
		o2c_ledger.rows[row].host_runs++;
		o2c_ledger.rows[row].host_ns += d;
	}
	if (!o2c_ledger.host_why[0] && why)
		snprintf(o2c_ledger.host_why, sizeof o2c_ledger.host_why, "%s", why);
	pthread_mutex_unlock(&o2c_ledger_mu);
}

/* The host side of one copy (transfer.c): from the call to its return,
 * staging included; O2C_OP_OTHER is page-locking and unlocking. */
void
o2c_ledger_xfer(int op, size_t bytes, unsigned long long ns)
{
	if (!o2c_ledger_profiling() || op < 0 || op >= O2C_OP_N)
		return;
	pthread_mutex_lock(&o2c_ledger_mu);
	o2c_ledger.xfer_ns[op] += ns;
	o2c_ledger.xfer_bytes[op] += bytes;
	pthread_mutex_unlock(&o2c_ledger_mu);
}

/* A copy back left out: the device held what the host holds (map.c). */
void
o2c_ledger_elided(size_t bytes)
{
	if (!o2c_ledger_profiling())
		return;
	pthread_mutex_lock(&o2c_ledger_mu);
	o2c_ledger.elided++;
	o2c_ledger.elided_bytes += bytes;
	pthread_mutex_unlock(&o2c_ledger_mu);
}

/* The event fallback: one pair of events per thread, on the stream of
 * one copy or launch (NULL: the legacy default stream), around it.  The
 * second is waited for, so a deferred target task's kernel is complete
 * when it has been queued: the figures need it.  Errors only lose the
 * figure. */
void
o2c_ledger_op_begin(CUstream s)
{
	counted = 0;
	if (o2c_ledger.mode != MODE_EVENTS || cur_row < 0)
		return;
	if (!ev[0] && (CU_CALL(cuEventCreate, &ev[0], CU_EVENT_DEFAULT) ||
	               CU_CALL(cuEventCreate, &ev[1], CU_EVENT_DEFAULT))) {
		ev[0] = NULL;
		return;
	}
	(void)CU_CALL(cuEventRecord, ev[0], s);
}

/* The time since op_begin, into *ns: 0, or -1 (no figure). */
static int
events_elapsed(CUstream s, uint64_t *ns)
{
	float ms = 0;

	if (o2c_ledger.mode != MODE_EVENTS || cur_row < 0 || !ev[0])
		return -1;
	if (CU_CALL(cuEventRecord, ev[1], s) || CU_CALL(cuEventSynchronize, ev[1]) ||
	    CU_CALL(cuEventElapsedTime, &ms, ev[0], ev[1]))
		return -1;
	*ns = (uint64_t)((double)ms * 1e6);
	return 0;
}

void
o2c_ledger_op_end(CUstream s, int op, size_t bytes)
{
	uint64_t ns;

	if (counted) {
		counted = 0;
		return;
	}
	if (events_elapsed(s, &ns))
		return;
	pthread_mutex_lock(&o2c_ledger_mu);
	o2c_ledger_add(cur_row, op, ns, bytes);
	pthread_mutex_unlock(&o2c_ledger_mu);
}

/* Staged copies (transfer.c's ring). */

/* The copy, once done: one op of the host's wait, in the row of this
 * thread's region (injected: the copies row), and among the staged ones.
 * With CUDA events the wait is the event pair's time (begun again by
 * staged_begin, after the ring's setup), and op_end counts nothing more;
 * without the marks (no callback) the copy counts by its DMA, as a
 * direct one does. */
static void
staged_end_here(int op, size_t bytes, unsigned long long since)
{
	uint64_t d = o2c_ledger_clock() - since;
	Staged *st;
	int row;

	staging = 0;
	if (op != O2C_OP_H2D && op != O2C_OP_D2H)
		return;
	if (o2c_ledger.mode == MODE_EVENTS) {
		if (events_elapsed(NULL, &d))
			return;
		counted = 1;
	} else if (!o2c_ledger.marking) {
		return;
	}
	pthread_mutex_lock(&o2c_ledger_mu);
	row = o2c_ledger_row_or_outside(o2c_ledger.mode == MODE_INJECT ? o2c_ledger_copies_row()
	                                                               : cur_row);
	if (row >= 0 && !o2c_ledger.collected) {
		o2c_ledger_add(row, op, d, bytes);
		st = o2c_ledger_staged_of(o2c_ledger.rows[row].st, op);
		st->n++;
		st->ns += d;
		st->bytes += bytes;
	}
	pthread_mutex_unlock(&o2c_ledger_mu);
}

/* The hooks of libomp2cuda_inject.so, when the program runs under it
 * (absent: CUDA_INJECTION64_PATH is another tool).  RTLD_NOLOAD: only
 * the library the driver loaded; RTLD_LAZY: its bindings as they are
 * (RTLD_NOW would bind a lazily loaded foreign tool's every symbol). */
static struct {
	void (*begin)(int);
	void (*end)(int, size_t, unsigned long long);
} injected;
static pthread_once_t injected_once = PTHREAD_ONCE_INIT;

static void
find_injected(void)
{
	const char *path = getenv("CUDA_INJECTION64_PATH");
	void *h;

	if (!path || !*path || !(h = dlopen(path, RTLD_LAZY | RTLD_NOLOAD)))
		return;
	injected.begin = (__typeof__(injected.begin))dlsym(h, "o2c_inject_staged_begin");
	injected.end = (__typeof__(injected.end))dlsym(h, "o2c_inject_staged_end");
	if (!injected.begin || !injected.end)
		injected.begin = NULL, injected.end = NULL;
}

static int
counts_staged(void)
{
	return o2c_ledger_profiling() && (o2c_ledger.mode == MODE_CUPTI || o2c_ledger.mode == MODE_EVENTS);
}

/* Around one staged copy of op (O2C_OP_H2D or D2H), in the thread that
 * makes it, its ring ready: begin returns the clock before its first
 * host memcpy, for end's since.  With events, the pair begins again
 * here: the ring's setup is no part of the copy. */
unsigned long long
o2c_ledger_staged_begin(int op)
{
	pthread_once(&injected_once, find_injected);
	if (injected.begin)
		injected.begin(op);
	if (counts_staged()) {
		staging = 1;
		if (o2c_ledger.mode == MODE_EVENTS)
			o2c_ledger_op_begin(NULL);
	}
	return o2c_ledger_clock();
}

void
o2c_ledger_staged_end(int op, size_t bytes, unsigned long long since)
{
	if (injected.end)
		injected.end(op, bytes, since);
	if (counts_staged())
		staged_end_here(op, bytes, since);
}

/* The same hooks in libomp2cuda_inject.so (inject.c exports them). */
void
o2c_ledger_inject_staged_begin(int op)
{
	(void)op;
	if (o2c_ledger.on && o2c_ledger.mode == MODE_INJECT)
		staging = 1;
}

void
o2c_ledger_inject_staged_end(int op, size_t bytes, unsigned long long since)
{
	if (o2c_ledger.on && o2c_ledger.mode == MODE_INJECT)
		staged_end_here(op, bytes, since);
}

void
o2c_ledger_teardown_done(unsigned long long since)
{
	if (!o2c_ledger_profiling())
		return;
	o2c_ledger.teardown_ns += o2c_ledger_clock() - since;
	o2c_ledger.teardown_seen = 1;
}
