/* The GPU-total ledger's attribution without a GPU: the ledger's files
 * are included whole, and the test feeds it what CUPTI and the transfer
 * hooks would, then lets its exit handler report (OMP2CUDA_PROFILE_OUT
 * or OMP2CUDA_INJECT_OUT, as the .test file sets).
 *
 *   ledger_test cupti|inject|events   a region (injected: the copies row)
 *       with one staged copy each way, a direct copy and a kernel.  A
 *       staged copy counts once, with its host-wait time and bytes, in
 *       h2d/d2h; the DMA records of its pieces (correlation ids marked by
 *       the callback) go to the staged DMA figures only.  With events the
 *       staged copy counts the event pair's time (begun again by
 *       staged_begin), once (op_end adds nothing more), and its DMA is
 *       unknown.  (Events come from fakes in
 *       o2c_cu: each pair is 28.5 ms apart.)
 *   ledger_test find LIB   with LIB loaded, the staged hooks are found in
 *       it through CUDA_INJECTION64_PATH, or (a foreign library) not.
 */
#include "ledger.c"
#include "ledger_attrib.c"
#include "ledger_cupti.c"
#include "ledger_hooks.c"
#include "ledger_report.c"
#include "ledger_report_csv.c"
#include "ledger_report_json.c"
#include "ledger_report_table.c"

#include <assert.h>

enum { MB = 1 << 20 };

static int fails;
static int events_made;

static CUresult
fake_create(CUevent *e, unsigned flags)
{
	(void)flags;
	*e = (CUevent)(intptr_t)++events_made;
	return CUDA_SUCCESS;
}

static CUresult
fake_record(CUevent e, CUstream s)
{
	(void)e;
	(void)s;
	return CUDA_SUCCESS;
}

static CUresult
fake_sync(CUevent e)
{
	(void)e;
	return CUDA_SUCCESS;
}

static CUresult
fake_elapsed(float *ms, CUevent a, CUevent b)
{
	(void)a;
	(void)b;
	*ms = 28.5f;
	return CUDA_SUCCESS;
}

static void
expect(int ok, const char *what)
{
	if (!ok) {
		fprintf(stderr, "ledger_test: FAILED: %s\n", what);
		fails++;
	}
}

/* One activity record, and its correlation to row (injected: its row,
 * given at once). */
static void
dma(uint32_t corr, int op, uint64_t t, uint64_t ns, uint64_t bytes, int row)
{
	keep(t, t + ns, bytes, corr, op, o2c_ledger.mode == MODE_INJECT ? row : -1);
	if (o2c_ledger.mode != MODE_INJECT &&
	    !o2c_ledger_grow((void **)&o2c_ledger.exts, &o2c_ledger.capexts, o2c_ledger.nexts,
	                     sizeof *o2c_ledger.exts))
		o2c_ledger.exts[o2c_ledger.nexts++] = (Ext){corr, (uint32_t)row};
}

/* A staged copy of op: 4 pieces of 64 MiB whose DMA takes 6.9 ms in all,
 * the host waiting 28.4 ms (since is that far back). */
static void
staged_copy(int op, uint32_t corr0, uint64_t t, int row)
{
	unsigned long long since;
	uint32_t c;

	o2c_ledger_op_begin(NULL); /* transfer.c, before the ring's setup */
	if (o2c_ledger.mode == MODE_INJECT)
		o2c_ledger_inject_staged_begin(op);
	else
		(void)o2c_ledger_staged_begin(op);
	since = o2c_ledger_clock() - 28400000ull;
	expect(staging == 1, "staging while the copy runs");
	for (c = corr0; c < corr0 + 4; c++) {
		if (o2c_ledger.mode != MODE_EVENTS) /* what api_callback does */
			o2c_ledger_mark_staged(c);
		if (o2c_ledger.mode != MODE_EVENTS)
			dma(c, op, t + (c - corr0) * 2000000, 1725000, 64 * MB, row);
	}
	if (o2c_ledger.mode == MODE_INJECT)
		o2c_ledger_inject_staged_end(op, 256 * MB, since);
	else
		o2c_ledger_staged_end(op, 256 * MB, since);
	o2c_ledger_op_end(NULL, op, 256 * MB); /* transfer.c */
	expect(staging == 0, "not staging after the copy");
}

static int
run(const char *how)
{
	const Row *r;
	int row, krow;

	o2c_ledger.on = 1;
	o2c_ledger.mode = !strcmp(how, "inject") ? MODE_INJECT : !strcmp(how, "events") ? MODE_EVENTS
	                                                                        : MODE_CUPTI;
	o2c_ledger.marking = o2c_ledger.mode != MODE_EVENTS;
	o2c_cu.cuEventCreate = fake_create;
	o2c_cu.cuEventRecord = fake_record;
	o2c_cu.cuEventSynchronize = fake_sync;
	o2c_cu.cuEventElapsedTime_v2 = fake_elapsed;
	o2c_ledger_note("synthetic %s records", how);
	row = o2c_ledger.mode == MODE_INJECT ? o2c_ledger_copies_row()
	                                     : o2c_ledger_row_for("t.c:10:1", "t.c:10:1", "target");
	o2c_ledger.rows[row].runs = o2c_ledger.mode != MODE_INJECT;
	krow = o2c_ledger.mode == MODE_INJECT ? o2c_ledger_row_for(NULL, "kern", "kernel") : row;
	cur_row = o2c_ledger.mode == MODE_INJECT ? -1 : row;
	staged_copy(O2C_OP_H2D, 100, 1000000, row);
	if (o2c_ledger.mode != MODE_EVENTS) {
		dma(200, O2C_OP_H2D, 20000000, 1000000, 4 * MB, row); /* direct */
		dma(300, O2C_OP_KERNEL, 30000000, 5000000, 0, krow); /* kernel */
	} else { /* as op_end adds them */
		o2c_ledger_add(cur_row, O2C_OP_H2D, 1000000, 4 * MB);
		o2c_ledger_add(cur_row, O2C_OP_KERNEL, 5000000, 0);
	}
	staged_copy(O2C_OP_D2H, 400, 40000000, row);
	pthread_mutex_lock(&o2c_ledger_mu);
	o2c_ledger_attribute();
	pthread_mutex_unlock(&o2c_ledger_mu);

	r = &o2c_ledger.rows[row];
	expect(r->n[O2C_OP_H2D] == 2 && r->n[O2C_OP_D2H] == 1 && !counted,
	       "each staged copy is one op, beside the direct one");
	expect(r->bytes[O2C_OP_H2D] == 260 * MB && r->bytes[O2C_OP_D2H] == 256 * MB,
	       "bytes of the staged copy once");
	expect(r->st[0].n == 1 && r->st[1].n == 1 && r->st[0].bytes == 256 * MB,
	       "counted among the staged");
	if (o2c_ledger.mode == MODE_EVENTS) {
		expect(r->ns[O2C_OP_H2D] == 28500000 + 1000000 && r->st[0].ns == 28500000,
		       "events: the pair's time, once");
		expect(r->st[0].dmas == 0 && events_made == 2, "events: no DMA records");
	} else {
		expect(r->st[0].ns >= 28400000 && r->st[0].ns < 28400000 + 1000000000ull,
		       "host-wait time from since");
		expect(r->ns[O2C_OP_H2D] == r->st[0].ns + 1000000, "host-wait time in h2d");
		expect(r->ns[O2C_OP_D2H] == r->st[1].ns, "host-wait time in d2h");
		expect(r->st[0].dmas == 4 && r->st[0].dma_ns == 6900000 && r->st[1].dmas == 4,
		       "the pieces' DMA apart");
		expect(o2c_ledger.busy_ns == 8 * 1725000 + 1000000 + 5000000, "GPU busy: every record");
	}
	expect(o2c_ledger.rows[krow].n[O2C_OP_KERNEL] == 1 &&
	               o2c_ledger.rows[krow].ns[O2C_OP_KERNEL] == 5000000,
	       "the kernel");
	printf("ledger_test: %s %s\n", how, fails ? "FAILED" : "ok");
	return fails != 0;
}

/* The hooks of the library at path, found as the runtime finds them. */
static int
find(const char *path)
{
	if (!dlopen(path, RTLD_NOW | RTLD_LOCAL)) {
		fprintf(stderr, "ledger_test: %s\n", dlerror());
		return 1;
	}
	setenv("CUDA_INJECTION64_PATH", path, 1);
	o2c_ledger_staged_begin(O2C_OP_H2D);
	o2c_ledger_staged_end(O2C_OP_H2D, 0, o2c_ledger_clock());
	printf("ledger_test: hooks %s\n", injected.begin && injected.end ? "found" : "absent");
	return 0;
}

int
main(int argc, char **argv)
{
	if (argc == 3 && !strcmp(argv[1], "find"))
		return find(argv[2]);
	if (argc != 2)
		return 2;
	(void)o2c_ledger_profiling();
	return run(argv[1]);
}
