/* The GPU-total ledger: where a program's GPU time went, region by region.
 *
 * With OMP2CUDA_PROFILE=1 (or in a program linked with omp2cuda --profile,
 * which calls o2c_profile_default(1) from a constructor) the runtime
 * records the time of every kernel, host-to-device and device-to-host
 * copy and memset, from CUPTI activity records, and attributes each to
 * the target region (or target data construct) whose work it was: each
 * region's work runs between cuptiActivityPushExternalCorrelationId and
 * Pop with the region's row as the id, and CUPTI's external correlation
 * records join that id to the correlation id of every driver call it
 * made.  Init (context creation, module load), teardown and the process
 * wall-clock are timed on the host and kept apart.  GPU-total is
 * kernel + H2D + D2H; memset, device-to-device and other copies are
 * shown apart.  Durations are summed, so work overlapping on several
 * streams counts twice; "GPU busy" is the union of the intervals.
 *
 * Each copy counts as long as the host waits for it.  A direct copy's
 * activity record is that.  A staged copy (transfer.c: host memcpys into
 * a ring of pinned chunks, overlapping the chunks' DMA) is more than its
 * DMA: the transfer hooks (o2c_ledger_staged_begin/end) time it on the
 * host, from before its first host memcpy to after its last DMA, and it
 * counts as one H2D or D2H of that time.  The DMA records of its pieces
 * are recognized by their correlation ids, which a CUPTI callback on
 * cuMemcpyHtoDAsync/DtoHAsync collects while the thread is staging, and
 * kept apart: the "staged DMA" figures, shown beside, never in
 * GPU-total.  (An external correlation id would need the driver's API
 * activity records, a cost on every driver call of a measured program.)
 * With CUDA events the pair is begun again at the hook, after the ring's
 * setup, and the copy counts its time, once; its DMA is not measured.
 *
 * libcupti is opened with dlopen, like libcuda, and only once a GPU is
 * about to be initialized with profiling on.  When it cannot be loaded,
 * refuses to start, or is already taken (CUDA_INJECTION64_PATH is set:
 * ncu, or another injected tool), the ledger times each copy and launch
 * with a pair of CUDA events instead, and the report says so;
 * OMP2CUDA_PROFILE=events asks for that way directly.
 *
 * The same file, built with inject.c into libomp2cuda_inject.so and
 * loaded through CUDA_INJECTION64_PATH, measures any CUDA program the
 * same way (rows are then kernel names, and copies one row); init and
 * teardown are then the driver's context, module and unload calls seen
 * through CUPTI callbacks.  An omp2cuda program under it reports its
 * staged copies to that library's ledger (inject.c exports the two
 * hooks; o2c_ledger_staged_begin finds them with dlopen RTLD_NOLOAD).
 *
 * At exit the ledger prints a table on stderr and, with
 * OMP2CUDA_PROFILE_OUT=path.json or path.csv (OMP2CUDA_INJECT_OUT for
 * the injection library), writes the same figures there.
 *
 * Requires: the runtime calls o2c_ledger_start before cuInit and
 * o2c_ledger_collect from teardown, after which no GPU work is recorded.
 * Guarantees: with profiling off every hook returns at once; a failure
 * of the profiler never stops the program, it only shows in the report.
 *
 * ledger.h names the ledger's files and what each holds; this one holds
 * its state, the OMP2CUDA_PROFILE switch and the rows.
 */
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ledger.h"

Ledger o2c_ledger;
pthread_mutex_t o2c_ledger_mu = PTHREAD_MUTEX_INITIALIZER;

static int profile_default = -1;
static pthread_once_t on_once = PTHREAD_ONCE_INIT;
static int row_outside = -1, row_copies = -1;

/* The runtime's reads of the clock wait for no kernel (clocks.c). */
__thread int o2c_clock_internal;

unsigned long long
o2c_ledger_clock(void)
{
	struct timespec ts;

	o2c_clock_internal++;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	o2c_clock_internal--;
	return (unsigned long long)ts.tv_sec * 1000000000u + (unsigned long long)ts.tv_nsec;
}

void
o2c_profile_default(int on)
{
	profile_default = on;
}

static void
read_on(void)
{
	int p = o2c_switches()->profile;

	if (p == 2)
		o2c_ledger.on = o2c_ledger.events = 1;
	else if (p >= 0)
		o2c_ledger.on = p;
	else
		o2c_ledger.on = profile_default > 0;
}

int
o2c_ledger_profiling(void)
{
	pthread_once(&on_once, read_on);
	return o2c_ledger.on;
}

void __attribute__((format(printf, 1, 2)))
o2c_ledger_note(const char *fmt, ...)
{
	char buf[sizeof o2c_ledger.note];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	memcpy(o2c_ledger.note, buf, sizeof buf);
}

/* Growth of the three arrays; on failure the datum is dropped and
 * counted, never the program. */
int
o2c_ledger_grow(void **v, size_t *cap, size_t n, size_t size)
{
	size_t c = *cap ? 2 * *cap : 256;
	void *p;

	if (n < *cap)
		return 0;
	if (!(p = realloc(*v, c * size))) {
		o2c_ledger.dropped++;
		return -1;
	}
	*v = p;
	*cap = c;
	return 0;
}

/* The row named name (key: the same string's address), made on first
 * use.  Under the lock. */
int
o2c_ledger_row_for(const char *key, const char *name, const char *kind)
{
	size_t i;
	Row *r;

	for (i = 0; i < o2c_ledger.nrows; i++)
		if ((key && o2c_ledger.rows[i].key == key) || !strcmp(o2c_ledger.rows[i].name, name))
			return (int)i;
	if (o2c_ledger_grow((void **)&o2c_ledger.rows, &o2c_ledger.caprows, o2c_ledger.nrows,
	                    sizeof *o2c_ledger.rows))
		return -1;
	r = &o2c_ledger.rows[o2c_ledger.nrows];
	memset(r, 0, sizeof *r);
	if (!(r->name = strdup(name)))
		return -1;
	r->key = key;
	r->kind = kind;
	return (int)o2c_ledger.nrows++;
}

/* The row of work outside any region for row < 0.  Under the lock. */
int
o2c_ledger_row_or_outside(int row)
{
	if (row < 0 && row_outside < 0)
		row_outside = o2c_ledger_row_for(NULL, "(outside regions)", "-");
	return row < 0 ? row_outside : row;
}

void
o2c_ledger_add(int row, int op, uint64_t ns, uint64_t bytes)
{
	Row *r;

	if ((row = o2c_ledger_row_or_outside(row)) < 0)
		return;
	r = &o2c_ledger.rows[row];
	r->n[op]++;
	r->ns[op] += ns;
	r->bytes[op] += bytes;
}

/* Injected: copies and memsets have one row.  Under the lock. */
int
o2c_ledger_copies_row(void)
{
	if (row_copies < 0)
		row_copies = o2c_ledger_row_for(NULL, "(copies and memsets)", "-");
	return row_copies;
}
/* The staged figures of op (H2D or D2H) in st[2]. */
Staged *
o2c_ledger_staged_of(Staged *st, int op)
{
	return &st[op == O2C_OP_D2H];
}

__attribute__((constructor)) static void
ledger_load(void)
{
	if (o2c_runtime_inert())
		return; /* the program's runtime reports (unload.c) */
	o2c_ledger.t_load = o2c_ledger_clock();
	o2c_ledger.exit_hooks += atexit(o2c_ledger_report_at_exit) == 0;
}
