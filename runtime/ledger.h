/* The GPU-total ledger's own interface, between its files (ledger.c
 * says what the ledger measures and how):
 *
 *   ledger.c              its state, the switch that turns it on, rows
 *   ledger_hooks.c        what the runtime calls: regions, copies, the
 *                         CUDA-event fallback, staged copies
 *   ledger_cupti.c        libcupti: activity records, callbacks, start
 *   ledger_attrib.c       collection: each record to its region
 *   ledger_report.c       the sums, the report at exit
 *   ledger_report_table.c the table on stderr
 *   ledger_report_json.c, ledger_report_csv.c  the report's files
 *
 * Everything here is hidden: each copy of the runtime (a program's, the
 * shared runtime's, libomp2cuda_inject.so's) has its own ledger.
 */
#ifndef O2C_LEDGER_H
#define O2C_LEDGER_H

#include <cupti.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>

#include "internal.h"

#pragma GCC visibility push(hidden)

enum {
	MODE_NONE,   /* no GPU initialized yet, or profiling off */
	MODE_CUPTI,  /* activity records, external correlation */
	MODE_EVENTS, /* CUDA events around each copy and launch */
	MODE_INJECT, /* injected into a foreign program */
};

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

typedef struct Ledger {
	int on;                 /* profiling requested */
	int events;             /* OMP2CUDA_PROFILE=events: no CUPTI */
	int mode;
	int collected;          /* records attributed; later ones ignored */
	char note[512];         /* how the figures were taken */
	char host_why[256];     /* why regions ran on the host */
	uint64_t t_load, t_end;
	uint64_t context_ns, module_ns, profiler_ns, teardown_ns;
	int teardown_seen;
	int exit_hooks;         /* atexit registrations of the report not yet
	                           run: the last one run reports */
	int reported;
	uint64_t dropped;
	uint64_t xfer_ns[O2C_OP_N], xfer_bytes[O2C_OP_N]; /* host side of copies */
	uint64_t elided, elided_bytes;                    /* copies back left out */
	uint64_t busy_ns;                                 /* the union of the records */
	Row *rows;
	size_t nrows, caprows;
	Rec *recs;
	size_t nrecs, caprecs;
	Ext *exts;
	size_t nexts, capexts;
	int marking;     /* the callback collects marks: staged copies count */
	uint32_t *marks; /* correlation ids of staged copies' DMA */
	size_t nmarks, capmarks;
} Ledger;

/* ledger.c: the state (its arrays and figures under o2c_ledger_mu). */
extern Ledger o2c_ledger;
extern pthread_mutex_t o2c_ledger_mu;
/* Is profiling on (OMP2CUDA_PROFILE, read once)? */
int o2c_ledger_profiling(void);
/* How the figures were taken, for the report. */
void o2c_ledger_note(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Room for element n of *v; -1 (the datum dropped and counted) when none. */
int o2c_ledger_grow(void **v, size_t *cap, size_t n, size_t size);
/* Rows, made on first use; -1 when none could be made.  Under the lock. */
int o2c_ledger_row_for(const char *key, const char *name, const char *kind);
int o2c_ledger_row_or_outside(int row);
int o2c_ledger_copies_row(void);
void o2c_ledger_add(int row, int op, uint64_t ns, uint64_t bytes);
Staged *o2c_ledger_staged_of(Staged *st, int op);

/* ledger_hooks.c: a correlation id of a staged copy's DMA, when this
 * thread is in a staged copy (CUPTI's callback). */
void o2c_ledger_mark_staged(uint32_t corr);

/* ledger_cupti.c: the external correlation around a region's work, and
 * the flush of every buffer. */
void o2c_ledger_cupti_push(int row);
void o2c_ledger_cupti_pop(void);
void o2c_ledger_cupti_flush(void);

/* ledger_attrib.c: every record kept to its row, once.  Under the lock. */
void o2c_ledger_attribute(void);
/* The same after CUPTI's flush; takes the lock. */
void o2c_ledger_flush(void);

/* ledger_report.c: the sums of every row, and figures of a row or sum. */
typedef struct Sum {
	uint64_t runs, host_runs, host_ns;
	uint64_t n[O2C_OP_N], ns[O2C_OP_N], bytes[O2C_OP_N];
	Staged st[2];
} Sum;
extern const char *const o2c_ledger_op_name[O2C_OP_N];
extern const char *const o2c_ledger_staged_name[2];
void o2c_ledger_sum_rows(Sum *s);
uint64_t o2c_ledger_gpu_total(const uint64_t *ns);
double o2c_ledger_gpu_total_dma_us(const uint64_t *ns, const Staged *st);
const char *o2c_ledger_source_name(void);

/* The report at exit (the constructor in ledger.c registers it). */
void o2c_ledger_report_at_exit(void);

/* The three writers (ledger_report_table.c, _json.c, _csv.c). */
void o2c_ledger_print_report(FILE *f);
void o2c_ledger_write_json(FILE *f);
void o2c_ledger_write_csv(FILE *f);

#pragma GCC visibility pop

#endif
