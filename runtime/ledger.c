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
 */
#include <cupti.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "internal.h"

#ifndef O2C_CUDA_ROOT
#define O2C_CUDA_ROOT "/usr/local/cuda"
#endif

/* The CUPTI functions the ledger calls, resolved from libcupti. */
#define O2C_CUPTI_FUNCS(X)                                                                         \
	X(cuptiActivityRegisterCallbacks)                                                          \
	X(cuptiActivityEnable)                                                                     \
	X(cuptiActivityFlushAll)                                                                   \
	X(cuptiActivityGetNextRecord)                                                              \
	X(cuptiActivityGetNumDroppedRecords)                                                       \
	X(cuptiActivityPushExternalCorrelationId)                                                  \
	X(cuptiActivityPopExternalCorrelationId)                                                   \
	X(cuptiGetResultString)                                                                    \
	X(cuptiSubscribe)                                                                          \
	X(cuptiEnableCallback)

static struct {
#define X(sym) __typeof__(sym) *sym;
	O2C_CUPTI_FUNCS(X)
#undef X
} cupti;

enum {
	MODE_NONE,   /* no GPU initialized yet, or profiling off */
	MODE_CUPTI,  /* activity records, external correlation */
	MODE_EVENTS, /* CUDA events around each copy and launch */
	MODE_INJECT, /* injected into a foreign program */
};

static const char *const op_name[O2C_OP_N] = {"kernel", "h2d", "d2h", "memset", "d2d", "other"};

/* The staged copies of one direction: counted in n/ns/bytes of H2D or
 * D2H with their host-wait time, and here again, with their DMA. */
typedef struct Staged {
	uint64_t n, ns, bytes; /* copies, host-wait time, bytes */
	uint64_t dmas, dma_ns; /* the DMA records of their pieces */
} Staged;

/* One line of the report: a region, or (injected) a kernel name. */
typedef struct Row {
	char *name;      /* "file:line:col", a kernel name, or "(...)" */
	const char *key; /* the runtime's loc pointer, for a quick lookup */
	const char *kind;
	uint64_t runs, host_runs, host_ns;
	uint64_t n[O2C_OP_N], ns[O2C_OP_N], bytes[O2C_OP_N];
	Staged st[2]; /* [0] H2D, [1] D2H */
} Row;

/* One activity record, kept until collection attributes it. */
typedef struct Rec {
	uint64_t start, end, bytes;
	uint32_t corr;
	int op;
	int row; /* a kernel name's row (injected), or -1: by correlation */
} Rec;

typedef struct Ext {
	uint32_t corr;
	uint32_t row;
} Ext;

static struct {
	int on;                 /* profiling requested */
	int events;             /* OMP2CUDA_PROFILE=events: no CUPTI */
	int mode;
	int collected;          /* records attributed; later ones ignored */
	char note[512];         /* how the figures were taken */
	char host_why[256];     /* why regions ran on the host */
	uint64_t t_load, t_end;
	uint64_t context_ns, module_ns, profiler_ns, teardown_ns;
	int teardown_seen;
	uint64_t dropped;
	uint64_t xfer_ns[O2C_OP_N], xfer_bytes[O2C_OP_N]; /* host side of copies */
	uint64_t elided, elided_bytes;                    /* copies back left out */
	Row *rows;
	size_t nrows, caprows;
	Rec *recs;
	size_t nrecs, caprecs;
	Ext *exts;
	size_t nexts, capexts;
	int marking;     /* the callback collects marks: staged copies count */
	uint32_t *marks; /* correlation ids of staged copies' DMA */
	size_t nmarks, capmarks;
} L;

static int profile_default = -1;
static pthread_once_t on_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static _Thread_local int cur_row = -1;
static _Thread_local CUevent ev[2];
static _Thread_local int staging; /* this thread is in a staged copy */
static _Thread_local int counted; /* events: the staged copy counted it */
static int row_outside = -1, row_copies = -1;

unsigned long long
o2c_ledger_clock(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
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
	const char *s = getenv("OMP2CUDA_PROFILE");

	if (s && !strcmp(s, "events"))
		L.on = L.events = 1;
	else if (s && *s)
		L.on = atoi(s) > 0;
	else
		L.on = profile_default > 0;
}

static int
profiling(void)
{
	pthread_once(&on_once, read_on);
	return L.on;
}

static void __attribute__((format(printf, 1, 2)))
note(const char *fmt, ...)
{
	char buf[sizeof L.note];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	memcpy(L.note, buf, sizeof buf);
}

/* Growth of the three arrays; on failure the datum is dropped and
 * counted, never the program. */
static int
grow(void **v, size_t *cap, size_t n, size_t size)
{
	size_t c = *cap ? 2 * *cap : 256;
	void *p;

	if (n < *cap)
		return 0;
	if (!(p = realloc(*v, c * size))) {
		L.dropped++;
		return -1;
	}
	*v = p;
	*cap = c;
	return 0;
}

/* The row named name (key: the same string's address), made on first
 * use.  Under mu. */
static int
row_for(const char *key, const char *name, const char *kind)
{
	size_t i;
	Row *r;

	for (i = 0; i < L.nrows; i++)
		if ((key && L.rows[i].key == key) || !strcmp(L.rows[i].name, name))
			return (int)i;
	if (grow((void **)&L.rows, &L.caprows, L.nrows, sizeof *L.rows))
		return -1;
	r = &L.rows[L.nrows];
	memset(r, 0, sizeof *r);
	if (!(r->name = strdup(name)))
		return -1;
	r->key = key;
	r->kind = kind;
	return (int)L.nrows++;
}

/* The row of work outside any region for row < 0.  Under mu. */
static int
row_or_outside(int row)
{
	if (row < 0 && row_outside < 0)
		row_outside = row_for(NULL, "(outside regions)", "-");
	return row < 0 ? row_outside : row;
}

static void
add(int row, int op, uint64_t ns, uint64_t bytes)
{
	Row *r;

	if ((row = row_or_outside(row)) < 0)
		return;
	r = &L.rows[row];
	r->n[op]++;
	r->ns[op] += ns;
	r->bytes[op] += bytes;
}

/* Injected: copies and memsets have one row.  Under mu. */
static int
copies_row(void)
{
	if (row_copies < 0)
		row_copies = row_for(NULL, "(copies and memsets)", "-");
	return row_copies;
}

/* A DMA of a staged copy, its correlation id from the callback.  Under
 * mu. */
static void
mark(uint32_t corr)
{
	if (!L.collected && grow((void **)&L.marks, &L.capmarks, L.nmarks, sizeof *L.marks) == 0)
		L.marks[L.nmarks++] = corr;
}

/* The staged figures of op (H2D or D2H) in st[2]. */
static Staged *
staged_of(Staged *st, int op)
{
	return &st[op == O2C_OP_D2H];
}

/* CUPTI: buffers and records. */

static void CUPTIAPI
buffer_requested(uint8_t **buf, size_t *size, size_t *max)
{
	*size = 8 << 20;
	*buf = aligned_alloc(8, *size);
	*max = 0;
	if (!*buf)
		*size = 0;
}

static int
copy_op(int kind)
{
	switch (kind) {
	case CUPTI_ACTIVITY_MEMCPY_KIND_HTOD:
		return O2C_OP_H2D;
	case CUPTI_ACTIVITY_MEMCPY_KIND_DTOH:
		return O2C_OP_D2H;
	case CUPTI_ACTIVITY_MEMCPY_KIND_DTOD:
		return O2C_OP_D2D;
	default:
		return O2C_OP_OTHER;
	}
}

static void
keep(uint64_t start, uint64_t end, uint64_t bytes, uint32_t corr, int op, int row)
{
	Rec *r;

	if (end <= start || grow((void **)&L.recs, &L.caprecs, L.nrecs, sizeof *L.recs))
		return;
	r = &L.recs[L.nrecs++];
	*r = (Rec){start, end, bytes, corr, op, row};
}

/* Injected: kernels by name, all copies and memsets in one row. */
static int
inject_row(const CUpti_Activity *a)
{
	if (L.mode != MODE_INJECT)
		return -1;
	if (a->kind == CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL || a->kind == CUPTI_ACTIVITY_KIND_KERNEL)
		return row_for(NULL, ((const CUpti_ActivityKernel10 *)a)->name ?
		                             ((const CUpti_ActivityKernel10 *)a)->name : "(unnamed)",
		               "kernel");
	return copies_row();
}

static void
record(const CUpti_Activity *a)
{
	const CUpti_ActivityKernel10 *k = (const void *)a;
	const CUpti_ActivityMemcpy6 *c = (const void *)a;
	const CUpti_ActivityMemset4 *s = (const void *)a;
	const CUpti_ActivityExternalCorrelation *x = (const void *)a;

	switch (a->kind) {
	case CUPTI_ACTIVITY_KIND_KERNEL:
	case CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL:
		keep(k->start, k->end, 0, k->correlationId, O2C_OP_KERNEL, inject_row(a));
		break;
	case CUPTI_ACTIVITY_KIND_MEMCPY:
		keep(c->start, c->end, c->bytes, c->correlationId, copy_op(c->copyKind),
		     inject_row(a));
		break;
	case CUPTI_ACTIVITY_KIND_MEMSET:
		keep(s->start, s->end, s->bytes, s->correlationId, O2C_OP_MEMSET, inject_row(a));
		break;
	case CUPTI_ACTIVITY_KIND_EXTERNAL_CORRELATION:
		if (x->externalKind != CUPTI_EXTERNAL_CORRELATION_KIND_CUSTOM0 ||
		    grow((void **)&L.exts, &L.capexts, L.nexts, sizeof *L.exts))
			break;
		L.exts[L.nexts++] = (Ext){x->correlationId, (uint32_t)x->externalId};
		break;
	default:
		break;
	}
}

static void CUPTIAPI
buffer_completed(CUcontext ctx, uint32_t stream, uint8_t *buf, size_t size, size_t valid)
{
	CUpti_Activity *a = NULL;
	size_t dropped = 0;

	(void)size;
	pthread_mutex_lock(&mu);
	while (!L.collected && cupti.cuptiActivityGetNextRecord(buf, valid, &a) == CUPTI_SUCCESS)
		record(a);
	if (cupti.cuptiActivityGetNumDroppedRecords(ctx, stream, &dropped) == CUPTI_SUCCESS)
		L.dropped += dropped;
	pthread_mutex_unlock(&mu);
	free(buf);
}

/* "CUPTI_ERROR_X" for a failed call, into the note. */
static int
cupti_failed(CUptiResult r, const char *call)
{
	const char *s = NULL;

	if (r == CUPTI_SUCCESS)
		return 0;
	if (cupti.cuptiGetResultString(r, &s) != CUPTI_SUCCESS || !s)
		s = "unknown CUPTI error";
	note("CUPTI refused to start (%s: %s)", call, s);
	return 1;
}

static void *
open_cupti(void)
{
	static const char *const names[] = {"libcupti.so.13", "libcupti.so"};
	const char *roots[] = {getenv("CUDA_ROOT"), getenv("CUDA_HOME"), O2C_CUDA_ROOT,
	                       "/usr/local/cuda"};
	const char *subs[] = {"lib64", "extras/CUPTI/lib64"};
	char path[1024];
	void *h;
	size_t i, j, k;

	for (i = 0; i < 2; i++)
		if ((h = dlopen(names[i], RTLD_NOW | RTLD_LOCAL)))
			return h;
	for (i = 0; i < 4; i++)
		for (j = 0; roots[i] && j < 2; j++)
			for (k = 0; k < 2; k++) {
				snprintf(path, sizeof path, "%s/%s/%s", roots[i], subs[j], names[k]);
				if ((h = dlopen(path, RTLD_NOW | RTLD_LOCAL)))
					return h;
			}
	return NULL;
}

static int
load_cupti(void)
{
	void *h = open_cupti();

	if (!h) {
		note("libcupti not found (%s)", dlerror());
		return -1;
	}
#define X(sym)                                                                                     \
	if (!(cupti.sym = (__typeof__(cupti.sym))dlsym(h, #sym))) {                                \
		note("libcupti has no %s", #sym);                                                  \
		return -1;                                                                         \
	}
	O2C_CUPTI_FUNCS(X)
#undef X
	return 0;
}

/* CUPTI callbacks.  Injected, the driver's own init and teardown calls
 * are timed from them (cuInit itself is not seen: injection happens
 * inside it). */

static int
api_class(CUpti_CallbackId id)
{
	switch (id) {
	case CUPTI_DRIVER_TRACE_CBID_cuCtxCreate:
	case CUPTI_DRIVER_TRACE_CBID_cuCtxCreate_v2:
	case CUPTI_DRIVER_TRACE_CBID_cuCtxCreate_v3:
	case CUPTI_DRIVER_TRACE_CBID_cuCtxCreate_v4:
	case CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxRetain:
		return 1;
	case CUPTI_DRIVER_TRACE_CBID_cuModuleLoad:
	case CUPTI_DRIVER_TRACE_CBID_cuModuleLoadData:
	case CUPTI_DRIVER_TRACE_CBID_cuModuleLoadDataEx:
	case CUPTI_DRIVER_TRACE_CBID_cuModuleLoadFatBinary:
	case CUPTI_DRIVER_TRACE_CBID_cuLibraryLoadData:
	case CUPTI_DRIVER_TRACE_CBID_cuLibraryLoadFromFile:
	case CUPTI_DRIVER_TRACE_CBID_cuLinkCreate_v2:
	case CUPTI_DRIVER_TRACE_CBID_cuLinkAddData_v2:
	case CUPTI_DRIVER_TRACE_CBID_cuLinkAddFile_v2:
	case CUPTI_DRIVER_TRACE_CBID_cuLinkComplete:
		return 2;
	case CUPTI_DRIVER_TRACE_CBID_cuCtxDestroy:
	case CUPTI_DRIVER_TRACE_CBID_cuCtxDestroy_v2:
	case CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxRelease:
	case CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxRelease_v2:
	case CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxReset:
	case CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxReset_v2:
	case CUPTI_DRIVER_TRACE_CBID_cuModuleUnload:
	case CUPTI_DRIVER_TRACE_CBID_cuLibraryUnload:
		return 3;
	default:
		return 0;
	}
}

/* The copies that a staged copy issues (the driver's entry points that
 * transfer.c calls, and their per-thread-stream forms). */
static const CUpti_CallbackId staged_calls[] = {
	CUPTI_DRIVER_TRACE_CBID_cuMemcpyHtoDAsync_v2,
	CUPTI_DRIVER_TRACE_CBID_cuMemcpyDtoHAsync_v2,
	CUPTI_DRIVER_TRACE_CBID_cuMemcpyHtoD_v2,
	CUPTI_DRIVER_TRACE_CBID_cuMemcpyDtoH_v2,
	CUPTI_DRIVER_TRACE_CBID_cuMemcpyHtoDAsync_v2_ptsz,
	CUPTI_DRIVER_TRACE_CBID_cuMemcpyDtoHAsync_v2_ptsz,
};

static int
staged_call(CUpti_CallbackId id)
{
	size_t i;

	for (i = 0; i < sizeof staged_calls / sizeof *staged_calls; i++)
		if (id == staged_calls[i])
			return 1;
	return 0;
}

static void CUPTIAPI
api_callback(void *user, CUpti_CallbackDomain dom, CUpti_CallbackId id, const void *data)
{
	const CUpti_CallbackData *cb = data;
	uint64_t d;

	(void)user;
	(void)dom;
	if (staged_call(id)) {
		if (staging && L.marking && cb->callbackSite == CUPTI_API_ENTER) {
			pthread_mutex_lock(&mu);
			mark(cb->correlationId);
			pthread_mutex_unlock(&mu);
		}
		return;
	}
	if (cb->callbackSite == CUPTI_API_ENTER) {
		*cb->correlationData = o2c_ledger_clock();
		return;
	}
	d = o2c_ledger_clock() - *cb->correlationData;
	pthread_mutex_lock(&mu);
	switch (api_class(id)) {
	case 1:
		L.context_ns += d;
		break;
	case 2:
		L.module_ns += d;
		break;
	case 3:
		L.teardown_ns += d;
		L.teardown_seen = 1;
		break;
	}
	pthread_mutex_unlock(&mu);
}

/* The callbacks: the copies of staged copies (their marks), and when
 * injected the init and teardown calls.  Without the first, staged
 * copies count by their DMA. */
static void
subscribe_api(int inject)
{
	CUpti_SubscriberHandle sub;
	CUpti_CallbackId id;
	size_t i;

	if (cupti.cuptiSubscribe(&sub, api_callback, NULL) != CUPTI_SUCCESS) {
		note("%s; staged copies count by their DMA only (CUPTI callbacks are taken)",
		     L.note);
		return;
	}
	L.marking = 1;
	for (i = 0; i < sizeof staged_calls / sizeof *staged_calls; i++)
		if (cupti.cuptiEnableCallback(1, sub, CUPTI_CB_DOMAIN_DRIVER_API,
		                              staged_calls[i]) != CUPTI_SUCCESS)
			L.marking = 0;
	for (id = 1; inject && id < CUPTI_DRIVER_TRACE_CBID_SIZE; id++)
		if (api_class(id))
			(void)cupti.cuptiEnableCallback(1, sub, CUPTI_CB_DOMAIN_DRIVER_API, id);
}


static int
enable_activities(int correlate)
{
	static const CUpti_ActivityKind kinds[] = {
		CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL, CUPTI_ACTIVITY_KIND_MEMCPY,
		CUPTI_ACTIVITY_KIND_MEMSET, CUPTI_ACTIVITY_KIND_DRIVER,
		CUPTI_ACTIVITY_KIND_EXTERNAL_CORRELATION};
	size_t i, n = correlate ? 5 : 3;

	if (cupti_failed(cupti.cuptiActivityRegisterCallbacks(buffer_requested, buffer_completed),
	                 "cuptiActivityRegisterCallbacks"))
		return -1;
	for (i = 0; i < n; i++)
		if (cupti_failed(cupti.cuptiActivityEnable(kinds[i]), "cuptiActivityEnable"))
			return -1;
	return 0;
}

/* Before cuInit: CUPTI when it can be had, CUDA events otherwise. */
void
o2c_ledger_start(void)
{
	const char *inj = getenv("CUDA_INJECTION64_PATH");
	uint64_t t = o2c_ledger_clock();

	if (!profiling() || L.mode != MODE_NONE)
		return;
	L.mode = MODE_EVENTS;
	if (L.events)
		note("OMP2CUDA_PROFILE=events");
	else if (inj && *inj)
		note("CUPTI is taken (CUDA_INJECTION64_PATH=%s)", inj);
	else if (load_cupti() == 0 && enable_activities(1) == 0)
		L.mode = MODE_CUPTI;
	if (L.mode == MODE_EVENTS) {
		note("%s: CUDA events around each copy and launch instead", L.note);
	} else {
		note("CUPTI activity records");
		subscribe_api(0);
	}
	L.profiler_ns += o2c_ledger_clock() - t;
}

void
o2c_ledger_init_done(int what, unsigned long long since)
{
	uint64_t d = o2c_ledger_clock() - since;

	if (!profiling())
		return;
	pthread_mutex_lock(&mu);
	if (what == O2C_INIT_CONTEXT)
		L.context_ns += d;
	else
		L.module_ns += d;
	pthread_mutex_unlock(&mu);
}

/* Regions. */

static void
region_enter(const char *loc, const char *kind, int run)
{
	int row;

	if (!profiling() || L.mode == MODE_NONE)
		return;
	pthread_mutex_lock(&mu);
	row = row_for(loc, loc ? loc : "(unknown)", kind);
	if (row >= 0 && run)
		L.rows[row].runs++;
	pthread_mutex_unlock(&mu);
	cur_row = row;
	if (L.mode == MODE_CUPTI && row >= 0)
		(void)cupti.cuptiActivityPushExternalCorrelationId(
		        CUPTI_EXTERNAL_CORRELATION_KIND_CUSTOM0, (uint64_t)row);
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
	if (L.mode == MODE_CUPTI)
		(void)cupti.cuptiActivityPopExternalCorrelationId(
		        CUPTI_EXTERNAL_CORRELATION_KIND_CUSTOM0, NULL);
	cur_row = -1;
}

void
o2c_ledger_host_run(const char *loc, const char *why, unsigned long long since)
{
	uint64_t d = o2c_ledger_clock() - since;
	int row;

	if (!profiling())
		return;
	pthread_mutex_lock(&mu);
	row = row_for(loc, loc ? loc : "(unknown)", "target");
	if (row >= 0) {
		L.rows[row].host_runs++;
		L.rows[row].host_ns += d;
	}
	if (!L.host_why[0] && why)
		snprintf(L.host_why, sizeof L.host_why, "%s", why);
	pthread_mutex_unlock(&mu);
}

/* The host side of one copy (transfer.c): from the call to its return,
 * staging included; O2C_OP_OTHER is page-locking and unlocking. */
void
o2c_ledger_xfer(int op, size_t bytes, unsigned long long ns)
{
	if (!profiling() || op < 0 || op >= O2C_OP_N)
		return;
	pthread_mutex_lock(&mu);
	L.xfer_ns[op] += ns;
	L.xfer_bytes[op] += bytes;
	pthread_mutex_unlock(&mu);
}

/* A copy back left out: the device held what the host holds (map.c). */
void
o2c_ledger_elided(size_t bytes)
{
	if (!profiling())
		return;
	pthread_mutex_lock(&mu);
	L.elided++;
	L.elided_bytes += bytes;
	pthread_mutex_unlock(&mu);
}

static double
gbps(uint64_t bytes, uint64_t ns)
{
	return ns ? (double)bytes / (double)ns : 0;
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
	if (L.mode != MODE_EVENTS || cur_row < 0)
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

	if (L.mode != MODE_EVENTS || cur_row < 0 || !ev[0])
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
	pthread_mutex_lock(&mu);
	add(cur_row, op, ns, bytes);
	pthread_mutex_unlock(&mu);
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
	if (L.mode == MODE_EVENTS) {
		if (events_elapsed(NULL, &d))
			return;
		counted = 1;
	} else if (!L.marking) {
		return;
	}
	pthread_mutex_lock(&mu);
	row = row_or_outside(L.mode == MODE_INJECT ? copies_row() : cur_row);
	if (row >= 0 && !L.collected) {
		add(row, op, d, bytes);
		st = staged_of(L.rows[row].st, op);
		st->n++;
		st->ns += d;
		st->bytes += bytes;
	}
	pthread_mutex_unlock(&mu);
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
	return profiling() && (L.mode == MODE_CUPTI || L.mode == MODE_EVENTS);
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
		if (L.mode == MODE_EVENTS)
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
	if (L.on && L.mode == MODE_INJECT)
		staging = 1;
}

void
o2c_ledger_inject_staged_end(int op, size_t bytes, unsigned long long since)
{
	if (L.on && L.mode == MODE_INJECT)
		staged_end_here(op, bytes, since);
}

/* Collection: join each record to its region through the external
 * correlation records, then add it up.  Under mu. */

static int
by_corr(const void *a, const void *b)
{
	const Ext *x = a, *y = b;

	return (x->corr > y->corr) - (x->corr < y->corr);
}

static int
by_start(const void *a, const void *b)
{
	const Rec *x = a, *y = b;

	return (x->start > y->start) - (x->start < y->start);
}

static int
region_of(uint32_t corr)
{
	Ext key = {corr, 0}, *e;

	e = bsearch(&key, L.exts, L.nexts, sizeof *L.exts, by_corr);
	return e && e->row < L.nrows ? (int)e->row : -1;
}

static int
by_u32(const void *a, const void *b)
{
	const uint32_t *x = a, *y = b;

	return (*x > *y) - (*x < *y);
}

/* A DMA of a staged copy: its row's staged DMA figures, not H2D or D2H
 * (the copy counts there whole, from the host). */
static int
staged_dma(const Rec *r, int row)
{
	Staged *st;

	if ((r->op != O2C_OP_H2D && r->op != O2C_OP_D2H) || !L.nmarks ||
	    !bsearch(&r->corr, L.marks, L.nmarks, sizeof *L.marks, by_u32))
		return 0;
	if ((row = row_or_outside(row)) >= 0) {
		st = staged_of(L.rows[row].st, r->op);
		st->dmas++;
		st->dma_ns += r->end - r->start;
	}
	return 1;
}

static uint64_t busy_ns;

static void
attribute(void)
{
	uint64_t end = 0;
	size_t i;
	int row;

	if (L.nexts)
		qsort(L.exts, L.nexts, sizeof *L.exts, by_corr);
	if (L.nmarks)
		qsort(L.marks, L.nmarks, sizeof *L.marks, by_u32);
	for (i = 0; i < L.nrecs; i++) {
		Rec *r = &L.recs[i];
		row = r->row >= 0 ? r->row : region_of(r->corr);
		if (!staged_dma(r, row))
			add(row, r->op, r->end - r->start, r->bytes);
	}
	qsort(L.recs, L.nrecs, sizeof *L.recs, by_start);
	for (i = 0; i < L.nrecs; i++) {
		Rec *r = &L.recs[i];
		if (r->start >= end)
			busy_ns += r->end - r->start;
		else if (r->end > end)
			busy_ns += r->end - end;
		if (r->end > end)
			end = r->end;
	}
	free(L.recs);
	free(L.exts);
	free(L.marks);
	L.recs = NULL;
	L.exts = NULL;
	L.marks = NULL;
	L.nrecs = L.nexts = L.nmarks = 0;
	L.collected = 1;
}

static void
flush_and_attribute(void)
{
	if (L.mode == MODE_CUPTI || L.mode == MODE_INJECT)
		(void)cupti.cuptiActivityFlushAll(CUPTI_ACTIVITY_FLAG_FLUSH_FORCED);
	pthread_mutex_lock(&mu);
	if (!L.collected)
		attribute();
	pthread_mutex_unlock(&mu);
}

/* From teardown, the context still current: synchronize, flush. */
void
o2c_ledger_collect(void)
{
	if (!profiling() || L.mode == MODE_NONE || L.collected)
		return;
	(void)CU_CALL(cuCtxSynchronize);
	flush_and_attribute();
}

void
o2c_ledger_teardown_done(unsigned long long since)
{
	if (!profiling())
		return;
	L.teardown_ns += o2c_ledger_clock() - since;
	L.teardown_seen = 1;
}

/* The report. */

typedef struct Sum {
	uint64_t runs, host_runs, host_ns;
	uint64_t n[O2C_OP_N], ns[O2C_OP_N], bytes[O2C_OP_N];
	Staged st[2];
} Sum;

static void
sum_rows(Sum *s)
{
	size_t i;
	int k;

	memset(s, 0, sizeof *s);
	for (i = 0; i < L.nrows; i++) {
		s->runs += L.rows[i].runs;
		s->host_runs += L.rows[i].host_runs;
		s->host_ns += L.rows[i].host_ns;
		for (k = 0; k < O2C_OP_N; k++) {
			s->n[k] += L.rows[i].n[k];
			s->ns[k] += L.rows[i].ns[k];
			s->bytes[k] += L.rows[i].bytes[k];
		}
		for (k = 0; k < 2; k++) {
			s->st[k].n += L.rows[i].st[k].n;
			s->st[k].ns += L.rows[i].st[k].ns;
			s->st[k].bytes += L.rows[i].st[k].bytes;
			s->st[k].dmas += L.rows[i].st[k].dmas;
			s->st[k].dma_ns += L.rows[i].st[k].dma_ns;
		}
	}
}

static uint64_t
gpu_total(const uint64_t *ns)
{
	return ns[O2C_OP_KERNEL] + ns[O2C_OP_H2D] + ns[O2C_OP_D2H];
}

/* GPU-total with each staged copy at its DMA time only, as a tool that
 * sums activity records sees it; unknown (-1) with CUDA events. */
static double
gpu_total_dma_us(const uint64_t *ns, const Staged *st)
{
	if (L.mode == MODE_EVENTS)
		return -1;
	return ((double)gpu_total(ns) - (double)(st[0].ns + st[1].ns) +
	        (double)(st[0].dma_ns + st[1].dma_ns)) /
	       1e3;
}

static const char *
source_name(void)
{
	static const char *const s[] = {"none", "cupti", "events", "cupti-injected"};

	return s[L.mode];
}

static double
ms(uint64_t ns)
{
	return (double)ns / 1e6;
}

static void
table_row(FILE *f, int w, const char *name, const char *kind, uint64_t runs, const uint64_t *n,
          const uint64_t *ns, const uint64_t *bytes, uint64_t host_runs, uint64_t host_ns)
{
	fprintf(f,
	        "omp2cuda: profile: %-*s %-6s %6llu %10.3f %6llu %10.3f %6llu %9.1f %10.3f %6llu "
	        "%9.1f %9.3f %5llu %10.3f %6llu %10.3f\n",
	        w, name, kind, (unsigned long long)runs, ms(ns[O2C_OP_KERNEL]),
	        (unsigned long long)n[O2C_OP_KERNEL], ms(ns[O2C_OP_H2D]),
	        (unsigned long long)n[O2C_OP_H2D], bytes[O2C_OP_H2D] / 1e6, ms(ns[O2C_OP_D2H]),
	        (unsigned long long)n[O2C_OP_D2H], bytes[O2C_OP_D2H] / 1e6, ms(ns[O2C_OP_MEMSET]),
	        (unsigned long long)n[O2C_OP_MEMSET], ms(gpu_total(ns)),
	        (unsigned long long)host_runs, ms(host_ns));
}

static void
print_table(FILE *f, const Sum *s)
{
	int w = 24;
	size_t i;

	for (i = 0; i < L.nrows; i++)
		if ((int)strlen(L.rows[i].name) > w)
			w = (int)strlen(L.rows[i].name);
	fprintf(f, "omp2cuda: profile: %s; times in ms, sizes in MB\n", L.note);
	fprintf(f,
	        "omp2cuda: profile: %-*s %-6s %6s %10s %6s %10s %6s %9s %10s %6s %9s %9s %5s %10s "
	        "%6s %10s\n",
	        w, "region", "kind", "runs", "kernel", "n", "H2D", "n", "H2D MB", "D2H", "n",
	        "D2H MB", "memset", "n", "GPU-total", "host", "host ms");
	for (i = 0; i < L.nrows; i++) {
		const Row *r = &L.rows[i];
		table_row(f, w, r->name, r->kind, r->runs, r->n, r->ns, r->bytes, r->host_runs,
		          r->host_ns);
	}
	table_row(f, w, "total", "", s->runs, s->n, s->ns, s->bytes, s->host_runs, s->host_ns);
}

static const char *const staged_name[2] = {"h2d", "d2h"};

/* The staged copies apart: their host-wait time (in H2D and D2H) and
 * their DMA (not). */
static void
print_staged(FILE *f, const Sum *s)
{
	const char *sep = "";
	int k;

	fprintf(f, "omp2cuda: profile: H2D and D2H count each staged copy once, as long as the "
	           "host waited for it (first host memcpy to last DMA); staged copies:");
	for (k = 0; k < 2; k++) {
		const Staged *st = &s->st[k];
		if (!st->n)
			continue;
		fprintf(f, "%s %s %llu (%.1f MB), host waited %.3f ms, ", sep, k ? "D2H" : "H2D",
		        (unsigned long long)st->n, st->bytes / 1e6, ms(st->ns));
		if (L.mode == MODE_EVENTS)
			fprintf(f, "their DMA not measured (CUDA events)");
		else
			fprintf(f, "their DMA %.3f ms (%llu pieces)", ms(st->dma_ns),
			        (unsigned long long)st->dmas);
		sep = ";";
	}
	if (L.mode != MODE_EVENTS)
		fprintf(f, "; GPU-total with their DMA only %.3f ms",
		        gpu_total_dma_us(s->ns, s->st) / 1e3);
	fputc('\n', f);
}

static void
print_report(FILE *f)
{
	Sum s;
	uint64_t work;

	sum_rows(&s);
	work = s.n[O2C_OP_KERNEL] + s.n[O2C_OP_H2D] + s.n[O2C_OP_D2H] + s.n[O2C_OP_MEMSET] +
	       s.n[O2C_OP_D2D] + s.n[O2C_OP_OTHER];
	if (!work) {
		if (s.host_runs)
			fprintf(f, "omp2cuda: profile: no GPU work was recorded: %llu region runs "
			           "on the host (%s)\n",
			        (unsigned long long)s.host_runs, L.host_why);
		else
			fprintf(f, "omp2cuda: profile: no GPU work was recorded (%s)\n", L.note);
		if (!L.nrows)
			return;
	}
	print_table(f, &s);
	fprintf(f, "omp2cuda: profile: GPU-total %.3f ms = kernel %.3f + H2D %.3f + D2H %.3f; "
	           "memset %.3f, D2D %.3f, other copies %.3f apart; GPU busy %.3f\n",
	        ms(gpu_total(s.ns)), ms(s.ns[O2C_OP_KERNEL]), ms(s.ns[O2C_OP_H2D]),
	        ms(s.ns[O2C_OP_D2H]), ms(s.ns[O2C_OP_MEMSET]), ms(s.ns[O2C_OP_D2D]),
	        ms(s.ns[O2C_OP_OTHER]), ms(busy_ns));
	if (s.st[0].n + s.st[1].n)
		print_staged(f, &s);
	fprintf(f, "omp2cuda: profile: init: context %.3f ms, modules %.3f ms; profiler setup "
	           "%.3f ms; teardown %s%.3f ms; wall-clock %.3f ms (from %s)\n",
	        ms(L.context_ns), ms(L.module_ns), ms(L.profiler_ns),
	        L.teardown_seen ? "" : "(not seen) ", ms(L.teardown_ns), ms(L.t_end - L.t_load),
	        L.mode == MODE_INJECT ? "the first CUDA call" : "program start");
	if (L.xfer_bytes[O2C_OP_H2D] + L.xfer_bytes[O2C_OP_D2H] + L.elided)
		fprintf(f, "omp2cuda: profile: copies as the host saw them: H2D %.3f ms (%.1f GB/s), "
		           "D2H %.3f ms (%.1f GB/s), page-locking %.3f ms; %llu copies back left out "
		           "(%.3f MB unchanged)\n",
		        ms(L.xfer_ns[O2C_OP_H2D]),
		        gbps(L.xfer_bytes[O2C_OP_H2D], L.xfer_ns[O2C_OP_H2D]),
		        ms(L.xfer_ns[O2C_OP_D2H]),
		        gbps(L.xfer_bytes[O2C_OP_D2H], L.xfer_ns[O2C_OP_D2H]),
		        ms(L.xfer_ns[O2C_OP_OTHER]), (unsigned long long)L.elided,
		        L.elided_bytes / 1e6);
	if (L.dropped)
		fprintf(f, "omp2cuda: profile: warning: %llu records dropped\n",
		        (unsigned long long)L.dropped);
}

static void
json_string(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			fprintf(f, "\\%c", *s);
		else if ((unsigned char)*s < 0x20)
			fprintf(f, "\\u%04x", *s);
		else
			fputc(*s, f);
	}
	fputc('"', f);
}

static void
json_ops(FILE *f, const uint64_t *n, const uint64_t *ns, const uint64_t *bytes)
{
	int k;

	for (k = 0; k < O2C_OP_N; k++)
		fprintf(f, "\"%ss\": %llu, \"%s_us\": %.3f, \"%s_bytes\": %llu, ", op_name[k],
		        (unsigned long long)n[k], op_name[k], ns[k] / 1e3, op_name[k],
		        (unsigned long long)bytes[k]);
	fprintf(f, "\"gpu_total_us\": %.3f", gpu_total(ns) / 1e3);
}

/* The staged copies of a row or the total; their DMA null with events. */
static void
json_staged(FILE *f, const uint64_t *ns, const Staged *st)
{
	int k;

	for (k = 0; k < 2; k++) {
		const char *d = staged_name[k];
		fprintf(f, ", \"staged_%ss\": %llu, \"staged_%s_us\": %.3f, "
		           "\"staged_%s_bytes\": %llu, \"staged_%s_dmas\": %llu, "
		           "\"staged_%s_dma_us\": ",
		        d, (unsigned long long)st[k].n, d, st[k].ns / 1e3, d,
		        (unsigned long long)st[k].bytes, d, (unsigned long long)st[k].dmas, d);
		if (L.mode == MODE_EVENTS)
			fputs("null", f);
		else
			fprintf(f, "%.3f", st[k].dma_ns / 1e3);
	}
	if (L.mode == MODE_EVENTS)
		fputs(", \"gpu_total_dma_us\": null", f);
	else
		fprintf(f, ", \"gpu_total_dma_us\": %.3f", gpu_total_dma_us(ns, st));
}

static void
write_json(FILE *f)
{
	Sum s;
	size_t i;

	sum_rows(&s);
	fprintf(f, "{\"tool\": \"omp2cuda-ledger\", \"version\": 1, \"source\": \"%s\", \"note\": ",
	        source_name());
	json_string(f, L.note);
	fprintf(f, ",\n \"regions\": [");
	for (i = 0; i < L.nrows; i++) {
		const Row *r = &L.rows[i];
		fprintf(f, "%s\n  {\"name\": ", i ? "," : "");
		json_string(f, r->name);
		fprintf(f, ", \"kind\": \"%s\", \"runs\": %llu, \"host_runs\": %llu, "
		           "\"host_us\": %.3f, ",
		        r->kind, (unsigned long long)r->runs, (unsigned long long)r->host_runs,
		        r->host_ns / 1e3);
		json_ops(f, r->n, r->ns, r->bytes);
		json_staged(f, r->ns, r->st);
		fputc('}', f);
	}
	fprintf(f, "],\n \"total\": {\"runs\": %llu, \"host_runs\": %llu, \"host_us\": %.3f, ",
	        (unsigned long long)s.runs, (unsigned long long)s.host_runs, s.host_ns / 1e3);
	json_ops(f, s.n, s.ns, s.bytes);
	json_staged(f, s.ns, s.st);
	fprintf(f, ", \"gpu_busy_us\": %.3f},\n", busy_ns / 1e3);
	fprintf(f, " \"gpu_total_us\": %.3f, \"init_context_us\": %.3f, \"init_module_us\": %.3f, "
	           "\"profiler_us\": %.3f, \"teardown_us\": ",
	        gpu_total(s.ns) / 1e3, L.context_ns / 1e3, L.module_ns / 1e3, L.profiler_ns / 1e3);
	if (L.teardown_seen)
		fprintf(f, "%.3f", L.teardown_ns / 1e3);
	else
		fputs("null", f);
	fprintf(f, ", \"wall_us\": %.3f, \"wall_from\": \"%s\", \"dropped\": %llu",
	        (L.t_end - L.t_load) / 1e3, L.mode == MODE_INJECT ? "cuInit" : "main",
	        (unsigned long long)L.dropped);
	fprintf(f, ", \"host_h2d_us\": %.3f, \"host_d2h_us\": %.3f, \"pin_us\": %.3f, "
	           "\"elided_copies\": %llu, \"elided_bytes\": %llu}\n",
	        L.xfer_ns[O2C_OP_H2D] / 1e3, L.xfer_ns[O2C_OP_D2H] / 1e3,
	        L.xfer_ns[O2C_OP_OTHER] / 1e3, (unsigned long long)L.elided,
	        (unsigned long long)L.elided_bytes);
}

static void
csv_row(FILE *f, const char *scope, const char *name, const char *kind, uint64_t runs,
        uint64_t host_runs, uint64_t host_ns, const uint64_t *n, const uint64_t *ns,
        const uint64_t *bytes, const Staged *st)
{
	int k;

	fprintf(f, "%s,\"", scope);
	for (; *name; name++) {
		if (*name == '"')
			fputc('"', f);
		fputc(*name, f);
	}
	fprintf(f, "\",%s,%s,%llu,%llu,%.3f", kind, source_name(), (unsigned long long)runs,
	        (unsigned long long)host_runs, host_ns / 1e3);
	for (k = 0; k < O2C_OP_N; k++)
		fprintf(f, ",%llu,%.3f,%llu", (unsigned long long)n[k], ns[k] / 1e3,
		        (unsigned long long)bytes[k]);
	fprintf(f, ",%.3f", gpu_total(ns) / 1e3);
	for (k = 0; k < 2; k++) {
		fprintf(f, ",%llu,%.3f,%llu,%llu,", (unsigned long long)st[k].n, st[k].ns / 1e3,
		        (unsigned long long)st[k].bytes, (unsigned long long)st[k].dmas);
		if (L.mode != MODE_EVENTS)
			fprintf(f, "%.3f", st[k].dma_ns / 1e3);
	}
	fputc(',', f);
	if (L.mode != MODE_EVENTS)
		fprintf(f, "%.3f", gpu_total_dma_us(ns, st));
}

static void
write_csv(FILE *f)
{
	Sum s;
	size_t i;
	int k;

	sum_rows(&s);
	fprintf(f, "scope,name,kind,source,runs,host_runs,host_us");
	for (k = 0; k < O2C_OP_N; k++)
		fprintf(f, ",%ss,%s_us,%s_bytes", op_name[k], op_name[k], op_name[k]);
	fprintf(f, ",gpu_total_us");
	for (k = 0; k < 2; k++) {
		const char *d = staged_name[k];
		fprintf(f, ",staged_%ss,staged_%s_us,staged_%s_bytes,staged_%s_dmas,staged_%s_dma_us",
		        d, d, d, d, d);
	}
	fprintf(f, ",gpu_total_dma_us,gpu_busy_us,init_context_us,init_module_us,profiler_us,"
	           "teardown_us,wall_us\n");
	for (i = 0; i < L.nrows; i++) {
		const Row *r = &L.rows[i];
		csv_row(f, "region", r->name, r->kind, r->runs, r->host_runs, r->host_ns, r->n,
		        r->ns, r->bytes, r->st);
		fprintf(f, ",,,,,,\n");
	}
	csv_row(f, "total", "total", "-", s.runs, s.host_runs, s.host_ns, s.n, s.ns, s.bytes, s.st);
	fprintf(f, ",%.3f,%.3f,%.3f,%.3f,", busy_ns / 1e3, L.context_ns / 1e3, L.module_ns / 1e3,
	        L.profiler_ns / 1e3);
	if (L.teardown_seen)
		fprintf(f, "%.3f", L.teardown_ns / 1e3);
	fprintf(f, ",%.3f\n", (L.t_end - L.t_load) / 1e3);
}

static void
write_file(const char *path)
{
	size_t n = strlen(path);
	int csv = n >= 4 && !strcmp(path + n - 4, ".csv");
	FILE *f = fopen(path, "w");

	if (!f) {
		fprintf(stderr, "omp2cuda: profile: warning: cannot write %s\n", path);
		return;
	}
	if (csv)
		write_csv(f);
	else
		write_json(f);
	fclose(f);
}

static void
free_rows(void)
{
	size_t i;

	for (i = 0; i < L.nrows; i++)
		free(L.rows[i].name);
	free(L.rows);
	L.rows = NULL;
	L.nrows = L.caprows = 0;
}

static void
report_at_exit(void)
{
	const char *out;

	if (!profiling())
		return;
	L.t_end = o2c_ledger_clock();
	if (L.mode == MODE_NONE)
		note("the GPU was never used");
	if (L.mode == MODE_INJECT && !L.collected)
		flush_and_attribute();
	pthread_mutex_lock(&mu);
	if (!L.collected) {
		if (L.mode == MODE_CUPTI)
			note("%s (teardown did not run: records not flushed)", L.note);
		attribute();
	}
	out = getenv(L.mode == MODE_INJECT ? "OMP2CUDA_INJECT_OUT" : "OMP2CUDA_PROFILE_OUT");
	if (!out || !*out || L.mode != MODE_INJECT)
		print_report(stderr);
	if (out && *out)
		write_file(out);
	free_rows();
	pthread_mutex_unlock(&mu);
}

__attribute__((constructor)) static void
ledger_load(void)
{
	if (o2c_runtime_inert())
		return; /* the program's runtime reports (unload.c) */
	L.t_load = o2c_ledger_clock();
	atexit(report_at_exit);
}

/* InitializeInjection: always on, whatever OMP2CUDA_PROFILE says. */
int
o2c_ledger_inject(void)
{
	uint64_t t = o2c_ledger_clock();

	pthread_once(&on_once, read_on);
	L.on = 1;
	L.mode = MODE_INJECT;
	if (load_cupti() || enable_activities(0)) {
		fprintf(stderr, "omp2cuda: profile: warning: %s; nothing is recorded\n", L.note);
		L.on = 0;
		return 1;
	}
	note("CUPTI activity records, injected");
	subscribe_api(1);
	L.profiler_ns = o2c_ledger_clock() - t;
	return 1;
}
