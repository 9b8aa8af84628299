/* The ledger's CUPTI side: libcupti opened with dlopen, the activity
 * records it hands back in buffers (kept until collection attributes
 * them), and the driver-API callbacks that mark staged copies' DMA and,
 * injected, time the driver's own init and teardown calls.
 *
 * Requires: o2c_ledger_start before cuInit (or o2c_ledger_inject from
 * InitializeInjection).  Guarantees: when CUPTI cannot be had the ledger
 * falls back on CUDA events and the note says why; nothing here stops
 * the program.
 */
#include <cupti.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ledger.h"

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

	if (end <= start || o2c_ledger_grow((void **)&o2c_ledger.recs, &o2c_ledger.caprecs,
	                                    o2c_ledger.nrecs, sizeof *o2c_ledger.recs))
		return;
	r = &o2c_ledger.recs[o2c_ledger.nrecs++];
	*r = (Rec){start, end, bytes, corr, op, row};
}

/* Injected: kernels by name, all copies and memsets in one row. */
static int
inject_row(const CUpti_Activity *a)
{
	if (o2c_ledger.mode != MODE_INJECT)
		return -1;
	if (a->kind == CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL || a->kind == CUPTI_ACTIVITY_KIND_KERNEL)
		return o2c_ledger_row_for(NULL, ((const CUpti_ActivityKernel10 *)a)->name ?
		                             ((const CUpti_ActivityKernel10 *)a)->name : "(unnamed)",
		               "kernel");
	return o2c_ledger_copies_row();
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
		    o2c_ledger_grow((void **)&o2c_ledger.exts, &o2c_ledger.capexts,
		                    o2c_ledger.nexts, sizeof *o2c_ledger.exts))
			break;
		o2c_ledger.exts[o2c_ledger.nexts++] = (Ext){x->correlationId, (uint32_t)x->externalId};
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
	pthread_mutex_lock(&o2c_ledger_mu);
	while (!o2c_ledger.collected && cupti.cuptiActivityGetNextRecord(buf, valid, &a) == CUPTI_SUCCESS)
		record(a);
	if (cupti.cuptiActivityGetNumDroppedRecords(ctx, stream, &dropped) == CUPTI_SUCCESS)
		o2c_ledger.dropped += dropped;
	pthread_mutex_unlock(&o2c_ledger_mu);
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
	o2c_ledger_note("CUPTI refused to start (%s: %s)", call, s);
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
		o2c_ledger_note("libcupti not found (%s)", dlerror());
		return -1;
	}
#define X(sym)                                                                                     \
	if (!(cupti.sym = (__typeof__(cupti.sym))dlsym(h, #sym))) {                                \
		o2c_ledger_note("libcupti has no %s", #sym);                                                  \
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
		if (cb->callbackSite == CUPTI_API_ENTER)
			o2c_ledger_mark_staged(cb->correlationId);
		return;
	}
	if (cb->callbackSite == CUPTI_API_ENTER) {
		*cb->correlationData = o2c_ledger_clock();
		return;
	}
	d = o2c_ledger_clock() - *cb->correlationData;
	pthread_mutex_lock(&o2c_ledger_mu);
	switch (api_class(id)) {
	case 1:
		o2c_ledger.context_ns += d;
		break;
	case 2:
		o2c_ledger.module_ns += d;
		break;
	case 3:
		o2c_ledger.teardown_ns += d;
		o2c_ledger.teardown_seen = 1;
		break;
	}
	pthread_mutex_unlock(&o2c_ledger_mu);
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
		o2c_ledger_note("%s; staged copies count by their DMA only (CUPTI callbacks are taken)",
		     o2c_ledger.note);
		return;
	}
	o2c_ledger.marking = 1;
	for (i = 0; i < sizeof staged_calls / sizeof *staged_calls; i++)
		if (cupti.cuptiEnableCallback(1, sub, CUPTI_CB_DOMAIN_DRIVER_API,
		                              staged_calls[i]) != CUPTI_SUCCESS)
			o2c_ledger.marking = 0;
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

	if (!o2c_ledger_profiling() || o2c_ledger.mode != MODE_NONE)
		return;
	/* the device's teardown, which collects the records, is registered
	 * after this (device.c), so this report runs after it, even where the
	 * runtime started before the ledger's constructor registered the
	 * first (unified shared memory: a constructor of its own) */
	o2c_ledger.exit_hooks += atexit(o2c_ledger_report_at_exit) == 0;
	o2c_ledger.mode = MODE_EVENTS;
	if (o2c_ledger.events)
		o2c_ledger_note("OMP2CUDA_PROFILE=events");
	else if (inj && *inj)
		o2c_ledger_note("CUPTI is taken (CUDA_INJECTION64_PATH=%s)", inj);
	else if (load_cupti() == 0 && enable_activities(1) == 0)
		o2c_ledger.mode = MODE_CUPTI;
	if (o2c_ledger.mode == MODE_EVENTS) {
		o2c_ledger_note("%s: CUDA events around each copy and launch instead", o2c_ledger.note);
	} else {
		o2c_ledger_note("CUPTI activity records");
		subscribe_api(0);
	}
	o2c_ledger.profiler_ns += o2c_ledger_clock() - t;
}

/* InitializeInjection: always on, whatever OMP2CUDA_PROFILE says. */
int
o2c_ledger_inject(void)
{
	uint64_t t = o2c_ledger_clock();

	(void)o2c_ledger_profiling();
	o2c_ledger.on = 1;
	o2c_ledger.mode = MODE_INJECT;
	if (load_cupti() || enable_activities(0)) {
		fprintf(stderr, "omp2cuda: profile: warning: %s; nothing is recorded\n", o2c_ledger.note);
		o2c_ledger.on = 0;
		return 1;
	}
	o2c_ledger_note("CUPTI activity records, injected");
	subscribe_api(1);
	o2c_ledger.profiler_ns = o2c_ledger_clock() - t;
	return 1;
}

/* The external correlation around a region's work: its row the id. */
void
o2c_ledger_cupti_push(int row)
{
	(void)cupti.cuptiActivityPushExternalCorrelationId(CUPTI_EXTERNAL_CORRELATION_KIND_CUSTOM0,
	                                                    (uint64_t)row);
}

void
o2c_ledger_cupti_pop(void)
{
	(void)cupti.cuptiActivityPopExternalCorrelationId(CUPTI_EXTERNAL_CORRELATION_KIND_CUSTOM0,
	                                                   NULL);
}

void
o2c_ledger_cupti_flush(void)
{
	(void)cupti.cuptiActivityFlushAll(CUPTI_ACTIVITY_FLAG_FLUSH_FORCED);
}
