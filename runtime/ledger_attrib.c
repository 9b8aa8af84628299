/* The ledger's collection: each activity record joined to its region
 * through the external correlation records (or, injected, its row
 * given), then added up; the DMA of staged copies apart; "GPU busy" as
 * the union of the records' intervals.
 *
 * Requires: the lock held (o2c_ledger_attribute).  Guarantees: records
 * are attributed once; later ones are ignored.
 */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>

#include "ledger.h"

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

	e = bsearch(&key, o2c_ledger.exts, o2c_ledger.nexts, sizeof *o2c_ledger.exts, by_corr);
	return e && e->row < o2c_ledger.nrows ? (int)e->row : -1;
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

	if ((r->op != O2C_OP_H2D && r->op != O2C_OP_D2H) || !o2c_ledger.nmarks ||
	    !bsearch(&r->corr, o2c_ledger.marks, o2c_ledger.nmarks, sizeof *o2c_ledger.marks, by_u32))
		return 0;
	if ((row = o2c_ledger_row_or_outside(row)) >= 0) {
		st = o2c_ledger_staged_of(o2c_ledger.rows[row].st, r->op);
		st->dmas++;
		st->dma_ns += r->end - r->start;
	}
	return 1;
}

void
o2c_ledger_attribute(void)
{
	uint64_t end = 0;
	size_t i;
	int row;

	if (o2c_ledger.nexts)
		qsort(o2c_ledger.exts, o2c_ledger.nexts, sizeof *o2c_ledger.exts, by_corr);
	if (o2c_ledger.nmarks)
		qsort(o2c_ledger.marks, o2c_ledger.nmarks, sizeof *o2c_ledger.marks, by_u32);
	for (i = 0; i < o2c_ledger.nrecs; i++) {
		Rec *r = &o2c_ledger.recs[i];
		row = r->row >= 0 ? r->row : region_of(r->corr);
		if (!staged_dma(r, row))
			o2c_ledger_add(row, r->op, r->end - r->start, r->bytes);
	}
	qsort(o2c_ledger.recs, o2c_ledger.nrecs, sizeof *o2c_ledger.recs, by_start);
	for (i = 0; i < o2c_ledger.nrecs; i++) {
		Rec *r = &o2c_ledger.recs[i];
		if (r->start >= end)
			o2c_ledger.busy_ns += r->end - r->start;
		else if (r->end > end)
			o2c_ledger.busy_ns += r->end - end;
		if (r->end > end)
			end = r->end;
	}
	free(o2c_ledger.recs);
	free(o2c_ledger.exts);
	free(o2c_ledger.marks);
	o2c_ledger.recs = NULL;
	o2c_ledger.exts = NULL;
	o2c_ledger.marks = NULL;
	o2c_ledger.nrecs = o2c_ledger.nexts = o2c_ledger.nmarks = 0;
	o2c_ledger.collected = 1;
}

void
o2c_ledger_flush(void)
{
	if (o2c_ledger.mode == MODE_CUPTI || o2c_ledger.mode == MODE_INJECT)
		o2c_ledger_cupti_flush();
	pthread_mutex_lock(&o2c_ledger_mu);
	if (!o2c_ledger.collected)
		o2c_ledger_attribute();
	pthread_mutex_unlock(&o2c_ledger_mu);
}

/* From teardown, the context still current: synchronize, flush. */
void
o2c_ledger_collect(void)
{
	if (!o2c_ledger_profiling() || o2c_ledger.mode == MODE_NONE || o2c_ledger.collected)
		return;
	(void)CU_CALL(cuCtxSynchronize);
	o2c_ledger_flush();
}
